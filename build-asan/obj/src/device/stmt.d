build-asan/obj/src/device/stmt.o: src/device/stmt.c src/device/device.h \
 src/front/front.h src/sema/sema.h
src/device/device.h:
src/front/front.h:
src/sema/sema.h:
