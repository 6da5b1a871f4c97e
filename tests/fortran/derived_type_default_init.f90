module dt_init_mod
  implicit none
  type :: config
    integer :: n = 10
    real :: tol = 1.0e-3
    character(len=8) :: name = 'default'
    logical :: verbose = .false.
    integer :: list(3) = [1, 2, 3]
  end type config
  type :: wrapper
    type(config) :: cfg
    integer :: id = -1
  end type wrapper
end module dt_init_mod

program derived_type_default_init
  use dt_init_mod
  implicit none
  type(config) :: a, b
  type(wrapper) :: w
  type(config), parameter :: fixed = config(5, 0.5, 'fixed', .true., [7, 8, 9])
  a = config()
  b = config(n=3, name='custom')
  print '(i4,f8.4,1x,a,1x,l1,3i3)', a%n, a%tol, a%name, a%verbose, a%list
  print '(i4,f8.4,1x,a,1x,l1,3i3)', b%n, b%tol, b%name, b%verbose, b%list
  print '(i4,f8.4,1x,a,1x,l1,3i3)', fixed
  print '(a,i0,a,i0,a,a)', 'w: id=', w%id, ' n=', w%cfg%n, ' name=', trim(w%cfg%name)
  w = wrapper(cfg=fixed, id=42)
  w%cfg%list(2) = 0
  print '(a,i0,a,3i3)', 'w: id=', w%id, ' list=', w%cfg%list
  call fresh()
  call fresh()
contains
  subroutine fresh()
    type(config) :: local
    print '(a,i0)', 'local n = ', local%n
    local%n = 99
  end subroutine fresh
end program derived_type_default_init
