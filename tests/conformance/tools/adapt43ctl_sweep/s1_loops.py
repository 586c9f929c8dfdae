"""Nested loops (2-3 levels) over range(Tensor-derived) / Tensors / tuples with break / continue / return, if/elif/else
chains inside, over dtypes (float16/float32/float64/int32/int64/bool, 0-d and (2,) / (2,3)); gradients of each."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _h import case, J


def T(v, dt=np.float32):
    return Tensor(np.array(v, dt))


def f_nested_break(x, n):
    s = x * 0
    for i in range(3):
        for j in range(3):
            if j > i:
                break
            s = s + x * (i + j)
    return s


def f_nested_continue_tensor(x, n):
    s = x * 0
    i = 0
    while i < n:
        j = 0
        while j < n:
            j += 1
            if j == 2:
                continue
            s = s + x
        i += 1
    return s


def f_return_in_loop(x, n):
    for i in range(5):
        if (x * i).sum() > n:
            return x * i
    return x - 1


def f_return_in_nested(x, n):
    for i in range(3):
        for j in range(3):
            if i * j >= 2:
                return x + i * 10 + j
    return x


def f_for_tensor_rows(x, n):
    s = x[0] * 0
    for row in x:
        if row.sum() > n:
            s = s + row
        elif row.sum() < 0:
            s = s - row
        else:
            s = s * 2
    return s


def f_for_tuple_break(x, n):
    out = x
    for k in (1, 2, 3, 4):
        out = out * k
        if out.max() > n:
            break
    return out


def f_range_shape(x, n):
    s = x[0] * 0
    for i in range(x.shape[0]):
        for j in range(i, x.shape[0]):
            s = s + x[j] * i
    return s


def f_three_levels(x, n):
    s = x * 0
    for i in range(2):
        j = 0
        while j < 2:
            for k in range(2):
                if k == 1 and i == 1:
                    continue
                s = s + x * (i + j + k)
            j += 1
    return s


def f_while_break_tensor(x, n):
    y = x
    while y.sum() < n:
        y = y * 2
        if y.sum() > n / 2:
            break
    return y


def f_elif_chain(x, n):
    if x.sum() > n:
        y = x * 2
    elif x.sum() > 0:
        y = x + 1
    elif x.sum() == 0:
        y = x - 1
    else:
        y = -x
    return y


def f_for_enumerate_zip(x, n):
    s = x * 0
    for i, (a, b) in enumerate(zip((1, 2, 3), (4, 5, 6))):
        if i == 1:
            continue
        s = s + x * a + b
    return s


def f_while_in_for_break_tensor(x, n):
    s = x * 0
    for i in range(3):
        while s.sum() < n * (i + 1):
            s = s + x
            if s.sum() > 5 * n:
                break
    return s


FUNS = [f_nested_break, f_nested_continue_tensor, f_return_in_loop, f_return_in_nested, f_for_tuple_break,
        f_three_levels, f_while_break_tensor, f_elif_chain, f_for_enumerate_zip, f_while_in_for_break_tensor]
ROWF = [f_for_tensor_rows, f_range_shape]

XS = [("f32_0d", lambda: T(1.5)), ("f32_2", lambda: T([1.0, 2.0])), ("f16_2", lambda: T([1.0, 2.0], np.float16)),
      ("f64_0d", lambda: T(2.0, np.float64)), ("i32_2", lambda: T([1, 2], np.int32)),
      ("i64_0d", lambda: T(3, np.int64))]
for fn in FUNS:
    for lab, mk in XS:
        case(f"{fn.__name__}/{lab}/n4", lambda fn=fn, mk=mk: J(fn)(mk(), Tensor(4, ms.int32)))
    case(f"{fn.__name__}/f32_2/n_float", lambda fn=fn: J(fn)(T([1.0, 2.0]), Tensor(3.5, ms.float32)))
    case(f"{fn.__name__}/grad_x", lambda fn=fn: ms.grad(J(fn))(T([1.0, 2.0]), Tensor(4, ms.int32)))
    case(f"{fn.__name__}/grad_x_f16", lambda fn=fn: ms.grad(J(fn))(T([0.5, 1.0], np.float16), Tensor(3, ms.int32)))
    case(f"{fn.__name__}/vg", lambda fn=fn: ms.value_and_grad(J(fn))(T(1.0), Tensor(4, ms.int32)))
for fn in ROWF:
    for lab, mk in [("f32_23", lambda: T(np.arange(6).reshape(2, 3) - 2.0)),
                    ("i32_33", lambda: T(np.arange(9).reshape(3, 3) - 3, np.int32)),
                    ("f16_13", lambda: T([[1.0, -2.0, 0.5]], np.float16)),
                    ("f64_31", lambda: T([[1.0], [-1.0], [0.0]], np.float64))]:
        case(f"{fn.__name__}/{lab}", lambda fn=fn, mk=mk: J(fn)(mk(), Tensor(1, ms.int32)))
    case(f"{fn.__name__}/grad", lambda fn=fn: ms.grad(J(fn))(T(np.arange(6).reshape(2, 3) - 2.0), Tensor(1, ms.int32)))
    case(f"{fn.__name__}/empty", lambda fn=fn: J(fn)(T(np.zeros((0, 3))), Tensor(1, ms.int32)))


class Inner(nn.Cell):
    def construct(self, x, i):
        if i % 2 == 0:
            return x * 2
        elif i % 3 == 0:
            return x - 1
        return x + i


class InnerT(nn.Cell):
    def construct(self, x):
        while x.sum() < 10:
            x = x * 2
        return x


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.innert = InnerT()

    def construct(self, x):
        for i in range(4):
            x = self.inner(x, i)
            if x.sum() > 50:
                break
            x = self.innert(x)
        return x


class OuterList(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cells = nn.CellList([Inner(), Inner(), Inner()])

    def construct(self, x):
        i = 0
        for c in self.cells:
            x = c(x, i)
            i += 1
            if x.sum() > 4:
                continue
            x = x * 3
        return x


for lab, mk in [("f32", lambda: T([1.0, 2.0])), ("f16", lambda: T([0.5, 1.0], np.float16)),
                ("i32", lambda: T([1, 1], np.int32)), ("f32_0d", lambda: T(0.25))]:
    case(f"Outer/{lab}", lambda mk=mk: Outer()(mk()))
    case(f"OuterList/{lab}", lambda mk=mk: OuterList()(mk()))
case("Outer/grad", lambda: ops.GradOperation()(Outer())(T([1.0, 2.0])))
case("OuterList/grad", lambda: ops.GradOperation()(OuterList())(T([1.0, 2.0])))
case("Outer/vg", lambda: ms.value_and_grad(Outer())(T(0.25)))
