-- The borrower's default bank account for new applications: the card set most recently as
-- default, else the newest card. An order keeps its own bank_card_id, so a new default never
-- changes where an active loan is paid.
ALTER TABLE bank_cards ADD COLUMN default_at timestamptz;
