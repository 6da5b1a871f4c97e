program generic_ops_types
  use ledger
  implicit none
  type(book) :: b
  type(amount) :: t
  call add_entry(b, amount(12, 50, 'EUR'))
  call add_entry(b, amount(0, 75, 'EUR'))
  call add_entry(b, amount(3, 99, 'EUR'))
  t = total(b)
  call t%show()
  t = total(b%entries(2:3))
  call t%show()
  print '(a,i0)', 'entries: ', size(b%entries)
end program generic_ops_types
