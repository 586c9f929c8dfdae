"""More Tensor-constant writes in graph code: globals in @jit, branches, loops, sub-Cells, counters, gradients."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case, MODE

G = Tensor(np.array([1.0, 2.0], np.float32))


@ms.jit
def jg(x):
    ops.assign(G, x)
    return x * 2


def c_global():
    out = jg(Tensor(np.array([5.0, 6.0], np.float32)))
    return out, G
case("jit_global_assign", c_global)


class Cnt(nn.Cell):
    def __init__(self):
        super().__init__()
        self.n = Tensor(np.array(0, np.int32))

    def construct(self, x):
        ops.assign_add(self.n, Tensor(np.array(1, np.int32)))
        return x * 1


def c_counter():
    c = Cnt()
    for _ in range(3):
        c(Tensor(np.array([1.0], np.float32)))
    return c.n
case("counter_three_calls", c_counter)


class Br(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        if x.sum() > 0:
            ops.assign(self.t, x)
        return x + 1
case("assign_in_branch_taken", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.t))(Br()))
case("assign_in_branch_not_taken", lambda: (lambda n: (n(Tensor(np.array([-5.0, -6.0], np.float32))), n.t))(Br()))


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        ops.assign(self.t, x)
        return x - 1


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()

    def construct(self, x):
        return self.sub(x) * 2
case("sub_cell_assign", lambda: (lambda n: (n(Tensor(np.array([5.0, 6.0], np.float32))), n.sub.t))(Outer()))


class Vg(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        ops.assign(self.t, x * 3)
        return (x * x).sum()


def c_vg():
    n = Vg()
    v, g = ms.value_and_grad(n)(Tensor(np.array([5.0, 6.0], np.float32)))
    return v, g, n.t
case("value_and_grad_assign", c_vg)


class Loop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([0.0, 0.0], np.float32))

    def construct(self, x):
        for _ in range(3):
            ops.assign_add(self.t, x)
        return x
case("assign_add_loop", lambda: (lambda n: (n(Tensor(np.array([1.0, 2.0], np.float32))), n.t))(Loop()))


class Mixed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0], np.float32))

    def construct(self, x):
        ops.assign(self.t, x)
        return x


def c_shape_mismatch():
    n = Mixed()
    return n(Tensor(np.array([1.0, 2.0, 3.0], np.float32))), n.t
case("assign_shape_mismatch", c_shape_mismatch)


def c_int_into_float():
    n = Mixed()
    return n(Tensor(np.array([3, 4], np.int32))), n.t
case("assign_int_into_float", c_int_into_float)


class Sc(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1.0, 2.0, 3.0], np.float32))

    def construct(self, x):
        ops.scatter_nd_update(self.t, Tensor(np.array([[1]], np.int32)), x)
        return x
case("scatter_nd_update_attr", lambda: (lambda n: (n(Tensor(np.array([9.0], np.float32))), n.t))(Sc()))
