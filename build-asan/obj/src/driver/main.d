build-asan/obj/src/driver/main.o: src/driver/main.c src/driver/driver.h
src/driver/driver.h:
