build-asan/obj/src/driver/options.o: src/driver/options.c \
 src/driver/driver.h src/front/front.h
src/driver/driver.h:
src/front/front.h:
