build-asan/obj/src/driver/tools.o: src/driver/tools.c src/driver/driver.h \
 src/front/front.h
src/driver/driver.h:
src/front/front.h:
