build-asan/obj/src/driver/driver.o: src/driver/driver.c \
 src/driver/driver.h src/front/front.h src/sema/sema.h src/host/host.h \
 src/device/device.h
src/driver/driver.h:
src/front/front.h:
src/sema/sema.h:
src/host/host.h:
src/device/device.h:
