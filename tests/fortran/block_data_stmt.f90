block data init_tables
  implicit none
  integer :: table(5), nent
  real :: factor
  character(len=8) :: label
  common /tables/ table, nent
  common /misc/ factor, label
  data table / 2, 4, 6, 8, 10 /, nent / 5 /
  data factor / 0.25 /, label / 'blockdat' /
end block data init_tables

block data
  implicit none
  integer :: anon
  common /anonblk/ anon
  data anon / 77 /
end block data

program block_data_stmt
  implicit none
  integer :: table(5), nent, anon
  real :: factor
  character(len=8) :: label
  common /tables/ table, nent
  common /misc/ factor, label
  common /anonblk/ anon
  external :: init_tables
  print '(a,5i3,a,i0)', 'table=', table, ' n=', nent
  print '(a,f5.2,a,a)', 'factor=', factor, ' label=', label
  print '(a,i0)', 'anon=', anon
  print '(a,f6.2)', 'scaled sum=', sum(table) * factor
end program block_data_stmt
