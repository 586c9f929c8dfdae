"""ops.assign / assign_add / in-place writes on a plain Tensor attribute of a Cell (not a Parameter)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case


class A(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        ops.assign(self.t, x)
        return self.t * 2


def c_assign():
    n = A(); out = n(Tensor(np.array([5.0, 6.0], np.float32)))
    return out, n.t
case("assign_then_read", c_assign)


def c_assign_twice():
    n = A(); n(Tensor(np.array([5.0, 6.0], np.float32)))
    out = n(Tensor(np.array([7.0, 8.0], np.float32)))
    return out, n.t
case("assign_twice", c_assign_twice)


class A2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        y = self.t + 1
        ops.assign(self.t, x)
        return y, self.t + 0
case("read_before_after", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.t))(A2()))


class A3(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        r = ops.assign(self.t, x)
        return r
case("assign_result", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.t))(A3()))


class A4(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        ops.assign_add(self.t, x)
        return self.t * 1
case("assign_add", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n(Tensor(np.array([5.0, 6.0], np.float32))), n.t))(A4()))


class A5(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1, 2], np.int32))

    def construct(self, x):
        ops.assign(self.t, x)
        return self.t + 1
case("assign_int", lambda: (lambda n: (n(Tensor(np.array([5, 6], np.int32))), n.t))(A5()))


class A6(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        self.t.assign_value(x) if False else None
        ops.assign(self.t, x * 3)
        return self.t
case("assign_return_attr", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.t))(A6()))


class A7(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))
        self.p = Parameter(Tensor(np.array([0.0, 0.0], np.float32)), name="p")

    def construct(self, x):
        ops.assign(self.t, x)
        ops.assign(self.p, self.t * 2)
        return self.p + self.t
case("assign_tensor_then_param", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.t, n.p.value()))(A7()))


def c_grad():
    n = A()
    g = ms.grad(n)(Tensor(np.array([5.0, 6.0], np.float32)))
    return g, n.t
case("assign_grad", c_grad)


T = Tensor(np.array([1.0, 2.0], np.float32))


class A8(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = T

    def construct(self, x):
        ops.assign(self.t, x)
        return self.t * 2
case("shared_tensor", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.t, T))(A8()))


@ms.jit
def jf(t, x):
    ops.assign(t, x)
    return t * 2


def c_jit_arg():
    t = Tensor(np.array([1.0, 2.0], np.float32))
    out = jf(t, Tensor(np.array([5.0, 6.0], np.float32)))
    return out, t
case("jit_arg_assign", c_jit_arg)


def c_jit_arg_np():
    a = np.array([1.0, 2.0], np.float32)
    t = Tensor(a)
    out = jf(t, Tensor(np.array([5.0, 6.0], np.float32)))
    return out, t, Tensor(a)
case("jit_arg_from_np", c_jit_arg_np)


class A9(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        ops.assign(self.t, x)
        return x + 0
case("assign_unread", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.t))(A9()))


class A10(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        self.t.add_(x)
        return self.t * 1
case("inplace_add_", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.t))(A10()))


class A11(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        ops.assign(self.t, x)
        return self.t * 2
def c_f16():
    n = A11(); out = n(Tensor(np.array([5.5, 6.0], np.float16)))
    return out, n.t
case("assign_cast_dtype", c_f16)
