"""Re-calls of a jit(capture_mode='bytecode') function after a value it reads changed (adapted from st/pi_jit guard/*,
test_method): a closure cell rebound to another Tensor or number, a class attribute read through an instance.
MindSpore's bytecode capture sees the new value at the next call; msgraph reused the graph holding the old one."""
import numpy as np
from mindspore import Tensor, jit
from _conf import emit

MODES = ("pynative",)

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def closure_tensor():
    t = Tensor(np.array([2.0, 2.0, 2.0], np.float32))

    def f(v):
        return v * t
    j = jit(f, capture_mode="bytecode")
    a = j(x)
    t = Tensor(np.array([3.0, 3.0, 3.0], np.float32))
    b = j(x)
    return a, b


emit("closure_tensor_rebound", closure_tensor())


def closure_number():
    k = 2

    def f(v):
        return v * k
    j = jit(f, capture_mode="bytecode")
    a = j(x)
    k = 7
    b = j(x)
    k = 2.5
    c = j(x)
    return a, b, c


emit("closure_number_rebound", closure_number())


class Plain:
    k = 2

    def __init__(self, v):
        self.v = v

    @jit(capture_mode="bytecode")
    def method(self, t):
        return t * self.v + self.k


p = Plain(3)
r1 = p.method(x)
p.v = 10
r2 = p.method(x)
Plain.k = 5
r3 = p.method(x)
emit("class_attr_change", (r1, r2, r3))
