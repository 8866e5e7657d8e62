-- A recovery agent's details, which the borrower is sent before the first contact (RBI
-- fair-practice code): the name they introduce themselves by, a phone and the agency they work
-- for. Admins edit them in the console's Operators screen; assignment to a collections operator
-- without all three is refused. Phone: the 10 digits of an Indian mobile number.
ALTER TABLE operators
  ADD COLUMN display_name text CHECK (char_length(display_name) BETWEEN 2 AND 80),
  ADD COLUMN phone text CHECK (phone ~ '^[6-9][0-9]{9}$'),
  ADD COLUMN agency text CHECK (char_length(agency) BETWEEN 2 AND 120);

