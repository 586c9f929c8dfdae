"""Runtime control flow (st/runtime/test_runtime_control_flow*.py, test_runtime_optimize.py while/for nets,
test_runtime_inline_control_flow.py) with jit_level O0/O1/O2, Tensor conditions, shapes from the condition."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, jit, mutable
from mindspore.ops import operations as P
from _h import case


class ShapeIf(nn.Cell):
    def construct(self, x, y, z):
        shape = P.Shape()(x)
        s1 = shape[0]
        s2 = shape[1]
        if z < 5:
            y = y + 2
            r = s1 - s2
        else:
            y = y - 1
            r = s1 + s2
        res = y * 2
        return ops.reshape(res, (s2, s1)), r


for z in (2, 7):
    case(f"shape_if_z{z}", lambda z=z: ShapeIf()(Tensor(np.ones([6, 1]), ms.float32),
                                                    Tensor(np.ones([3, 2]), ms.float32), Tensor(z, ms.float32)))


class WhileFor(nn.Cell):
    def __init__(self):
        super().__init__()
        self.add = P.Add()

    def construct(self, x, loop, x1, loop1):
        output = x
        while loop < 4:
            loop = loop + 1
            for _ in range(5):
                output = self.add(output, x1)
        return output, loop


case("while_for", lambda: WhileFor()(Tensor(np.ones(2), ms.float32), Tensor(0), Tensor(np.ones(2), ms.float32), Tensor(0)))
case("while_for_f16", lambda: WhileFor()(Tensor(np.ones(2), ms.float16), Tensor(1, ms.int32), Tensor(np.ones(2), ms.float16), Tensor(0)))
case("while_for_noiter", lambda: WhileFor()(Tensor(np.ones(2), ms.float32), Tensor(9), Tensor(np.ones(2), ms.float32), Tensor(0)))


for lvl in ("O0", "O1", "O2"):
    @jit(jit_level=lvl) if False else (lambda f: f)
    def _dummy():
        return 0

    def mk(lvl=lvl):
        @ms.jit(jit_level=lvl)
        def f(x, n):
            s = x * 0
            i = Tensor(0)
            while i < n:
                if i % 2 == 0:
                    s = s + x
                else:
                    s = s - x * 0.5
                i = i + 1
            return s, i
        return f
    case(f"jit_level_{lvl}", lambda lvl=lvl: mk(lvl)(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(5)))
    case(f"jit_level_{lvl}_grad", lambda lvl=lvl: ms.grad(mk(lvl))(Tensor(np.array([1.0, 2.0], np.float32)), Tensor(5)))


def _ctx_jit_config(lvl):
    ms.set_context(jit_config={"jit_level": lvl})
    try:
        class N(nn.Cell):
            def construct(self, x, y):
                if x > y:
                    out = x - y
                elif x == y:
                    out = x * y
                else:
                    out = x + y
                return out
        return [N()(Tensor(a), Tensor(b)) for a, b in ((3, 1), (2, 2), (1, 3))]
    finally:
        ms.set_context(jit_config={"jit_level": ""})


for lvl in ("O0", "O1", "O2"):
    case(f"ctx_jit_config_{lvl}", lambda lvl=lvl: _ctx_jit_config(lvl))


class IfParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p")

    def construct(self, x):
        if x.sum() > 0:
            self.p = self.p + x
        else:
            ops.assign(self.p, x)
        return self.p


def _if_param():
    n = IfParam()
    a = n(Tensor(np.array([1.0, 1.0], np.float32)))
    b = n(Tensor(np.array([-1.0, -1.0], np.float32)))
    return a, b, n.p


case("if_param_assign", _if_param)


class ForTensorIter(nn.Cell):
    def construct(self, x):
        s = 0
        for row in x:
            s = s + row
        return s


case("for_tensor_iter", lambda: ForTensorIter()(Tensor(np.arange(6).reshape(3, 2), ms.float32)))
case("for_tensor_iter_int", lambda: ForTensorIter()(Tensor(np.arange(6).reshape(3, 2), ms.int32)))
case("for_tensor_iter_empty", lambda: ForTensorIter()(Tensor(np.zeros((0, 2)), ms.float32)))


class WhileBreak(nn.Cell):
    def construct(self, x, n):
        i = 0
        while i < 10:
            if x.sum() > n:
                break
            x = x * 2
            i += 1
        return x, i


case("while_break", lambda: WhileBreak()(Tensor(np.array([1.0, 1.0], np.float32)), Tensor(20.0)))


class IfReturn(nn.Cell):
    def construct(self, x):
        if x > 0:
            return x, x * 2
        return x * 3, x


case("if_return_pos", lambda: IfReturn()(Tensor(2.0)))
case("if_return_neg", lambda: IfReturn()(Tensor(-2.0)))


class IfDtype(nn.Cell):
    def construct(self, x, c):
        if c:
            y = x + 1
        else:
            y = x.astype(ms.float32)
        return y


case("if_branch_dtype_true", lambda: IfDtype()(Tensor(np.array([1, 2], np.int32)), Tensor(True)))
case("if_branch_dtype_false", lambda: IfDtype()(Tensor(np.array([1, 2], np.int32)), Tensor(False)))


class IfShape(nn.Cell):
    def construct(self, x, c):
        if c > 0:
            y = x
        else:
            y = x[0]
        return y


case("if_branch_shape", lambda: IfShape()(Tensor(np.ones((2, 2)), ms.float32), Tensor(1)))


def _grad_while():
    class N(nn.Cell):
        def construct(self, x, n):
            while n > 0:
                x = x * x
                n = n - 1
            return x
    return ms.grad(N())(Tensor(1.5), Tensor(2))


case("grad_while", _grad_while)


def _grad_if():
    class N(nn.Cell):
        def construct(self, x, y):
            if x > y:
                return x * y
            return x + y * y
    return (ms.grad(N(), grad_position=(0, 1))(Tensor(3.0), Tensor(2.0)),
            ms.grad(N(), grad_position=(0, 1))(Tensor(1.0), Tensor(2.0)))


case("grad_if", _grad_if)


class TensorCondNonScalar(nn.Cell):
    def construct(self, x):
        if x:
            return x + 1
        return x - 1


case("cond_nonscalar", lambda: TensorCondNonScalar()(Tensor(np.array([1.0, 2.0], np.float32))))
case("cond_one_elem", lambda: TensorCondNonScalar()(Tensor(np.array([0.0], np.float32))))
case("cond_empty", lambda: TensorCondNonScalar()(Tensor(np.zeros(0), ms.float32)))
