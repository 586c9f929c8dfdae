"""``ops.assign`` / ``ops.assign_add`` / ``scatter_nd_update`` / ``t.add_`` on a plain Tensor attribute of a Cell (not
a Parameter) or a global Tensor in a Graph-mode construct / ``@jit`` function: MindSpore 2.10 writes the Tensor's
storage, so after the call the attribute holds the new value (a counter counts every call).  msgraph's Graph mode had
folded the Tensor as a constant and dropped the write (silent: the attribute kept [1, 2]).

Reads of the attribute inside the same construct: MindSpore's Graph mode folds what it can compute at compile time
from the constant (``self.t * 2`` after the assign is the old value doubled, also on later calls; ``self.t + 0`` /
``self.p + self.t`` are the new one); its PyNative reads the new value everywhere after the write, as msgraph does in
both modes (FOLLOW_PYNATIVE lists the labels where the stale folded value shows) (left38)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "assign_then_read": "MindSpore's Graph mode folds the constant Tensor's read at compile time (stale value)",
    "assign_then_read_second_call": "MindSpore's Graph mode folds the constant Tensor's read at compile time (stale value)",
    "assign_add_read": "MindSpore's Graph mode folds the constant Tensor's read at compile time (stale value)",
    "assign_int": "MindSpore's Graph mode folds the constant Tensor's read at compile time (stale value)",
    "assign_then_param": "MindSpore's Graph mode folds the constant Tensor's read at compile time (stale value)",
}


def f32(*v):
    return Tensor(np.array(v, np.float32))


class A(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)

    def construct(self, x):
        ops.assign(self.t, x)
        return self.t * 2


n = A()
emit("assign_then_read", n(f32(5.0, 6.0)))
emit("assign_attr_after", n.t)
emit("assign_then_read_second_call", n(f32(7.0, 8.0)))
emit("assign_attr_after_second_call", n.t)


class Unread(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)

    def construct(self, x):
        ops.assign(self.t, x)
        return x + 0


n = Unread()
emit("assign_unread_out", n(f32(5.0, 6.0)))
emit("assign_unread_attr", n.t)
emit("assign_int_into_float_attr", (n(Tensor(np.array([3, 4], np.int32))), n.t))
emit_error("assign_shape_mismatch", n, f32(1.0, 2.0, 3.0))


class ReadBeforeAfter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)

    def construct(self, x):
        y = self.t + 1
        ops.assign(self.t, x)
        return y, self.t + 0


n = ReadBeforeAfter()
emit("read_before_after", n(f32(5.0, 6.0)))
emit("read_before_after_attr", n.t)


class AddCounter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)
        self.n = Tensor(np.array(0, np.int32))

    def construct(self, x):
        ops.assign_add(self.t, x)
        ops.assign_add(self.n, Tensor(np.array(1, np.int32)))
        return self.t * 1


n = AddCounter()
emit("assign_add_read", n(f32(5.0, 6.0)))
n(f32(5.0, 6.0))
n(f32(5.0, 6.0))
emit("assign_add_attr_three_calls", n.t)
emit("counter_three_calls", n.n)


class IntAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = Tensor(np.array([1, 2], np.int32))

    def construct(self, x):
        ops.assign(self.t, x)
        return self.t + 1


n = IntAttr()
emit("assign_int", n(Tensor(np.array([5, 6], np.int32))))
emit("assign_int_attr", n.t)


class ThenParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)
        self.p = Parameter(f32(0.0, 0.0), name="p")

    def construct(self, x):
        ops.assign(self.t, x)
        ops.assign(self.p, self.t * 2)
        return self.p + self.t


n = ThenParam()
emit("assign_then_param", n(f32(5.0, 6.0)))
emit("assign_then_param_attr", n.t)


class Branch(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)

    def construct(self, x):
        if x.sum() > 0:
            ops.assign(self.t, x)
        return x + 1


n = Branch()
emit("branch_not_taken", (n(f32(-5.0, -6.0)), n.t))
emit("branch_taken", (n(f32(5.0, 6.0)), n.t))


class Loop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(0.0, 0.0)

    def construct(self, x):
        for _ in range(3):
            ops.assign_add(self.t, x)
        return x


n = Loop()
emit("assign_add_loop", (n(f32(1.0, 2.0)), n.t))


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)

    def construct(self, x):
        ops.assign(self.t, x)
        return x - 1


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()

    def construct(self, x):
        return self.sub(x) * 2


n = Outer()
emit("sub_cell", (n(f32(5.0, 6.0)), n.sub.t))


class Scatter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0, 3.0)

    def construct(self, x):
        ops.scatter_nd_update(self.t, Tensor(np.array([[1]], np.int32)), x)
        return x


n = Scatter()
emit("scatter_nd_update", (n(f32(9.0)), n.t))


class Grad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.t = f32(1.0, 2.0)

    def construct(self, x):
        ops.assign(self.t, x * 3)
        return (x * x).sum()


n = Grad()
emit("value_and_grad", (ms.value_and_grad(n)(f32(5.0, 6.0)), n.t))


G = f32(1.0, 2.0)


@ms.jit
def write_global(x):
    ops.assign(G, x)
    return x * 2


emit("jit_global", (write_global(f32(5.0, 6.0)), G))
