! flags: -std=legacy
! ASSIGN and assigned GOTO are deleted features; gfortran accepts them with -std=legacy.
program assigned_goto_legacy
  implicit none
  integer :: target_label, i
  do i = 1, 3
    if (i == 1) assign 100 to target_label
    if (i == 2) assign 200 to target_label
    if (i == 3) assign 300 to target_label
    goto target_label, (100, 200, 300)
100 print '(a,i0)', 'at 100, i=', i
    cycle
200 print '(a,i0)', 'at 200, i=', i
    cycle
300 print '(a,i0)', 'at 300, i=', i
  end do
  assign 400 to target_label
  go to target_label
  print '(a)', 'skipped'
400 continue
  assign 900 to target_label
  print target_label, 42
900 format ('assigned format label: ', i0)
end program assigned_goto_legacy
