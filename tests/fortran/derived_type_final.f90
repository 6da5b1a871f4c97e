module final_mod
  implicit none
  type :: resource
    character(len=6) :: tag = ''
  contains
    final :: release
  end type resource
  type :: res_array
    integer :: n = 0
  contains
    final :: release_rank1
  end type res_array
contains
  subroutine release(r)
    type(resource), intent(inout) :: r
    print '(a,a)', 'finalize ', trim(r%tag)
  end subroutine release
  subroutine release_rank1(r)
    type(res_array), intent(inout) :: r(:)
    print '(a,i0)', 'finalize rank-1 array of size ', size(r)
  end subroutine release_rank1
  subroutine scope_test()
    type(resource) :: local
    local%tag = 'local'
    print '(a)', 'leaving scope_test'
  end subroutine scope_test
end module final_mod

program derived_type_final
  use final_mod
  implicit none
  type(resource), allocatable :: a
  type(res_array), allocatable :: arr(:)
  allocate(a)
  a%tag = 'alloc'
  print '(a)', 'deallocating a'
  deallocate(a)
  call scope_test()
  allocate(arr(3))
  deallocate(arr)
  print '(a)', 'done'
end program derived_type_final
