module cb_mod
  use, intrinsic :: iso_c_binding
  implicit none
contains
  integer(c_int) function twice(x) bind(c)
    integer(c_int), value :: x
    twice = 2 * x
  end function twice
end module cb_mod

program iso_c_binding_cloc
  use, intrinsic :: iso_c_binding
  use cb_mod
  implicit none
  real(c_double), target :: arr(6)
  real(c_double), pointer :: view(:,:), one(:)
  integer(c_int), target :: n
  integer(c_int), pointer :: pn
  type(c_ptr) :: p, q
  type(c_funptr) :: fp
  procedure(cb), pointer :: fptr
  interface
    integer(c_int) function cb(x) bind(c)
      import :: c_int
      integer(c_int), value :: x
    end function cb
  end interface
  integer :: i
  arr = [(real(i, c_double), i = 1, 6)]
  p = c_loc(arr)
  call c_f_pointer(p, view, [2, 3])
  print '(a,2i3)', 'view shape ', shape(view)
  print '(3f5.1)', (view(i, :), i = 1, 2)
  view(2, 3) = 60
  print '(a,f5.1)', 'arr(6) = ', arr(6)
  call c_f_pointer(c_loc(arr(3)), one, [2])
  print '(2f5.1)', one
  n = 17
  q = c_loc(n)
  call c_f_pointer(q, pn)
  pn = pn + 1
  print '(a,i0)', 'n = ', n
  print '(a,l1)', 'associated(p,q): ', c_associated(p, q)
  print '(a,l1)', 'associated(p,c_loc(arr(1))): ', c_associated(p, c_loc(arr(1)))
  print '(a,l1)', 'null assoc: ', c_associated(c_null_ptr)
  fp = c_funloc(twice)
  call c_f_procpointer(fp, fptr)
  print '(a,i0)', 'fptr(21) = ', fptr(21)
  print '(a,i0)', 'c_sizeof(arr) = ', c_sizeof(arr)
  print '(a,i0)', 'len c_null_char ', len(c_null_char)
  print '(a,i0,1x,i0)', 'c_new_line c_horizontal_tab ', iachar(c_new_line), iachar(c_horizontal_tab)
end program iso_c_binding_cloc
