import mindspore as ms
from mindspore import jit, jit_class
from _conf import emit

MODES = ("graph",)


@jit_class
class Counter:
    def __init__(self):
        self.x = 1


obj = Counter()


@jit
def bump():
    obj.x = obj.x + 1
    return obj.x


@jit
def read_then_bump():
    y = obj.x
    obj.x = obj.x + 1
    return y


emit("first_call", bump())
emit("after_first", obj.x)
emit("second_call", bump())
emit("after_second", obj.x)
emit("read_before_write", read_then_bump())
emit("read_before_write_again", read_then_bump())
emit("after_reads", obj.x)
obj.x = 10
emit("after_outside_change", bump())
