"""compiler/auto_monad variants: Assign / AssignAdd / AssignSub ordering against reads, reads kept in a variable
before a write, writes inside Tensor if / while / for, writes through a tuple of Parameters, F.depend,
print ordering, gradients of nets that write Parameters, a second call (state carried)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class ReadBeforeWrite(nn.Cell):
    def __init__(self):
        super().__init__()
        self.v = Parameter(f32(5.0), name="v")

    def construct(self, x):
        out = self.v
        P.Assign()(self.v, f32(0.0))
        out = x ** 2 + self.v + out
        P.Assign()(self.v, f32(1.0))
        out = self.v + out
        return out, self.v


n = ReadBeforeWrite()
case("read_before_write_1", lambda: n(f32(2.0)))
case("read_before_write_2", lambda: n(f32(3.0)))
case("read_before_write_grad", lambda: ms.grad(ReadBeforeWrite())(f32(2.0)))


class AliasWrite(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(1.0, 2.0), name="p")

    def construct(self, x):
        a = self.p
        b = a * 1
        ops.assign_add(self.p, x)
        c = self.p
        ops.assign_sub(a, f32(1.0, 1.0))
        return a, b, c, self.p


case("alias_write", lambda: AliasWrite()(f32(10.0, 20.0)))


class TupleParams(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p1 = Parameter(f32(1.0), name="p1")
        self.p2 = Parameter(f32(2.0), name="p2")

    def construct(self, x):
        ps = (self.p1, self.p2)
        for p in ps:
            P.AssignAdd()(p, x)
        P.Assign()(ps[1], ps[0] * 3)
        return ps[0], ps[1], self.p1 + self.p2


case("tuple_params", lambda: TupleParams()(f32(4.0)))


class WhileAssign(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(0.0, 0.0), name="w")

    def construct(self, x):
        out = x * 0
        i = 0
        while i < 3:
            F.assign(self.w, self.w + i)
            out = x * self.w + out
            i = i + 1
        return out, self.w


case("while_assign", lambda: WhileAssign()(f32(1.0, 2.0)))
case("while_assign_grad", lambda: ms.grad(lambda x: WhileAssign()(x)[0].sum())(f32(1.0, 2.0)))


class TensorWhileAssign(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def construct(self, x, n):
        i = Tensor(0, ms.int32)
        while i < n:
            ops.assign(self.w, self.w * x)
            i += 1
        return self.w


tw = TensorWhileAssign()
case("tensor_while_assign_1", lambda: tw(f32(2.0), Tensor(3, ms.int32)))
case("tensor_while_assign_2", lambda: tw(f32(2.0), Tensor(2, ms.int32)))
case("tensor_while_assign_0", lambda: tw(f32(2.0), Tensor(0, ms.int32)))


class IfAssign(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(f32(1.0), name="a")
        self.b = Parameter(f32(1.0), name="b")

    def construct(self, x):
        if x > 0:
            ops.assign(self.a, x)
            y = self.a + 1
        else:
            ops.assign(self.b, x)
            y = self.b - 1
        return y, self.a, self.b


ia = IfAssign()
case("if_assign_pos", lambda: ia(f32(3.0)))
case("if_assign_neg", lambda: ia(f32(-2.0)))
case("if_assign_grad", lambda: ops.GradOperation()(IfAssign())(f32(3.0)))


class ForAssignAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.acc = Parameter(Tensor(np.zeros(3, np.int32)), name="acc")

    def construct(self, xs):
        for x in xs:
            ops.assign_add(self.acc, x)
        return self.acc


fa = ForAssignAdd()
xs = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
case("for_tensor_assign_add_1", lambda: fa(xs))
case("for_tensor_assign_add_2", lambda: fa(xs))


class Dep(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(1.0), name="p")

    def construct(self, x):
        y = self.p * 2
        a = ops.assign(self.p, x)
        y = F.depend(y, a)
        z = self.p * 2
        return y, z


case("depend", lambda: Dep()(f32(7.0)))


class PrintOrder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(1.0), name="p")

    def construct(self, x):
        print("before", self.p)
        ops.assign(self.p, x)
        print("after", self.p)
        ops.print_("ops.print", self.p + 1)
        return self.p


case("print_order", lambda: PrintOrder()(f32(9.0)))


class InplaceMethods(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(1.0, 2.0), name="p")

    def construct(self, x):
        self.p.add_(x)
        a = self.p * 1
        self.p.mul_(2)
        return a, self.p


case("inplace_methods", lambda: InplaceMethods()(f32(1.0, 1.0)))


class SetAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(f32(3.0), name="p")

    def construct(self, x):
        old = self.p * 1
        self.p = x * 2
        return old, self.p


sa = SetAttr()
case("setattr_param_1", lambda: sa(f32(4.0)))
case("setattr_param_2", lambda: sa(f32(5.0)))
case("setattr_param_after", lambda: sa.p)


class AssignDtype(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1, 2], np.int32)), name="p")

    def construct(self, x):
        ops.assign_add(self.p, x)
        return self.p


case("assign_add_int_int64", lambda: AssignDtype()(Tensor(np.array([1, 1], np.int64))))
case("assign_add_int_float", lambda: AssignDtype()(f32(1.5, 1.5)))
case("assign_add_scalar", lambda: AssignDtype()(Tensor(3, ms.int32)))
case("assign_add_bcast", lambda: AssignDtype()(Tensor(np.array([3], np.int32))))


class ScatterUpd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros((3, 2), np.float32)), name="p")

    def construct(self, idx, upd):
        ops.scatter_update(self.p, idx, upd)
        b = self.p.sum()
        ops.scatter_add(self.p, idx, upd)
        return b, self.p


case("scatter_seq", lambda: ScatterUpd()(Tensor(np.array([0, 2], np.int32)), f32(1.0, 2.0, 3.0, 4.0).reshape(2, 2)))
case("scatter_dup_idx", lambda: ScatterUpd()(Tensor(np.array([1, 1], np.int32)), f32(1.0, 2.0, 3.0, 4.0).reshape(2, 2)))


@jit
def jit_param_arg(p, x):
    ops.assign(p, p + x)
    return p * 2


pp = Parameter(f32(1.0, 1.0), name="pp")
case("jit_param_arg", lambda: (jit_param_arg(pp, f32(2.0, 3.0)), pp))
case("jit_param_arg_2", lambda: (jit_param_arg(pp, f32(2.0, 3.0)), pp))


class GradWrite(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0), name="w")
        self.cnt = Parameter(f32(0.0), name="cnt")

    def construct(self, x):
        ops.assign_add(self.cnt, f32(1.0))
        return x * self.w * self.w


gw = GradWrite()
case("grad_write_weights", lambda: ms.grad(gw, grad_position=0, weights=gw.trainable_params())(f32(3.0)))
case("grad_write_cnt", lambda: gw.cnt)
case("vag_write", lambda: ms.value_and_grad(gw, grad_position=None, weights=[gw.w])(f32(3.0)))
case("grad_write_cnt2", lambda: gw.cnt)
