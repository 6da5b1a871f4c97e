! flags: -fcoarray=single
program critical_construct
  implicit none
  integer :: counter = 0, i
  do i = 1, 5
    critical
      counter = counter + i
    end critical
  end do
  print '(a,i0)', 'counter = ', counter
  upd: critical
    counter = counter * 2
  end critical upd
  print '(a,i0)', 'counter = ', counter
  print '(a,i0,a,i0)', 'image ', this_image(), ' of ', num_images()
  sync all
  print '(a)', 'synced'
end program critical_construct
