"""auto_monad variants: assign then read in the same graph, Parameters changed in while loops and returned,
in-place ops on slices of Parameters, side effects in functions called twice, gradients of functions with side
effects (Parameter values after grad), ops.depend / ops.Depend."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from mindspore.ops import operations as P
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class SliceSet(nn.Cell):
    def __init__(self, dt=np.float32):
        super().__init__()
        self.p = Parameter(Tensor(np.arange(6).reshape(2, 3).astype(dt)), name="p")

    def construct(self, x):
        self.p[0] = x
        a = self.p * 1
        self.p[1, 1:3] = 7
        return a, self.p


for dt in (np.float32, np.int32, np.float16):
    n = SliceSet(dt)
    case("slice_set_%s" % np.dtype(dt).name, lambda: (n(Tensor(np.array([9, 9, 9], dt))), n.p.value()))


class SliceAug(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.arange(5).astype(np.float32)), name="p")

    def construct(self, x):
        self.p[1:3] += x
        self.p[-1] *= 2
        return self.p + 0


n2 = SliceAug()
case("slice_aug_1", lambda: (n2(f32(10.0, 20.0)), n2.p.value()))
case("slice_aug_2", lambda: (n2(f32(1.0, 1.0)), n2.p.value()))


class WhileParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    def construct(self, x):
        i = 0
        while i < 3:
            ops.assign_add(self.w, x)
            i += 1
        return self.w


n3 = WhileParam()
case("while_param_1", lambda: (n3(f32(1.0, 1.0)), n3.w.value()))
case("while_param_2", lambda: (n3(f32(0.5, 0.5)), n3.w.value()))


class TWhileParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def construct(self, x):
        while self.w < x:
            self.w = self.w * 2
        return self.w + 0, self.w


n4 = TWhileParam()
case("twhile_param_1", lambda: (n4(f32(10.0)), n4.w.value()))
case("twhile_param_2", lambda: (n4(f32(100.0)), n4.w.value()))


class TWhileAssign(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")
        self.c = Parameter(f32(0.0), name="c")

    def construct(self, x):
        while self.w < x:
            ops.assign(self.w, self.w * 3)
            ops.assign_add(self.c, f32(1.0))
        return self.w, self.c


n5 = TWhileAssign()
case("twhile_assign_1", lambda: (n5(f32(20.0)), n5.w.value(), n5.c.value()))
case("twhile_assign_2", lambda: (n5(f32(20.0)), n5.w.value(), n5.c.value()))


class Twice(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def bump(self, x):
        ops.assign_add(self.w, x)
        return self.w * 1

    def construct(self, x):
        a = self.bump(x)
        b = self.bump(x)
        return a, b, self.w


n6 = Twice()
case("fn_twice", lambda: n6(f32(2.0)))


class IfAssign(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 1.0), name="w")

    def construct(self, x):
        if x.sum() > 0:
            ops.assign(self.w, x)
            y = self.w * 2
        else:
            ops.assign_sub(self.w, x)
            y = self.w * 3
        return y, self.w


n7 = IfAssign()
case("if_assign_pos", lambda: n7(f32(2.0, 3.0)))
case("if_assign_neg", lambda: n7(f32(-1.0, -2.0)))


class GradSide(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0), name="w")
        self.cnt = Parameter(f32(0.0), name="cnt", requires_grad=False)

    def construct(self, x):
        ops.assign_add(self.cnt, f32(1.0))
        return x * self.w * self.w


n8 = GradSide()
case("grad_side_x", lambda: (ms.grad(n8)(f32(3.0)), n8.cnt.value()))
case("grad_side_w", lambda: (ms.grad(n8, None, n8.trainable_params())(f32(3.0)), n8.cnt.value()))
case("grad_side_vg", lambda: (ms.value_and_grad(n8, 0, n8.trainable_params())(f32(3.0)), n8.cnt.value()))
case("grad_side_go", lambda: (ops.GradOperation(get_all=True)(n8)(f32(3.0)), n8.cnt.value()))


class GradAssignW(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0), name="w")

    def construct(self, x):
        y = x * self.w
        ops.assign(self.w, self.w + 1)
        return y


n9 = GradAssignW()
case("grad_assign_w_1", lambda: (ms.grad(n9, (0,), n9.trainable_params())(f32(3.0)), n9.w.value()))
case("grad_assign_w_2", lambda: (ms.grad(n9, (0,), n9.trainable_params())(f32(3.0)), n9.w.value()))


class DependNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def construct(self, x):
        a = self.w * 1
        u = ops.assign(self.w, x)
        b = ops.depend(self.w * 1, u)
        c = ops.Depend()(a, u)
        return a, b, c


case("depend", lambda: DependNet()(f32(5.0)))


class DependVal(nn.Cell):
    def construct(self, x, y):
        z = ops.depend(x + 1, y * 2)
        return z, ops.depend(x, (y, y))


case("depend_val", lambda: DependVal()(f32(1.0), f32(2.0)))
case("depend_grad", lambda: ms.grad(DependVal(), (0, 1))(f32(1.0), f32(2.0)))


class ScatterParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.zeros((3, 2), np.float32)), name="p")

    def construct(self, idx, upd):
        ops.scatter_update(self.p, idx, upd)
        a = self.p.sum()
        ops.scatter_add(self.p, idx, upd)
        return a, self.p * 1


n10 = ScatterParam()
case("scatter_seq", lambda: n10(Tensor(np.array([0, 2], np.int32)), Tensor(np.ones((2, 2), np.float32))))


class AssignReturnVal(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1, 2], np.int32)), name="w")

    def construct(self, x):
        r = ops.assign(self.w, x)
        r2 = ops.assign_add(self.w, x)
        return r, r2, self.w


case("assign_ret_int", lambda: AssignReturnVal()(Tensor(np.array([3, 4], np.int32))))
case("assign_ret_cast", lambda: AssignReturnVal()(Tensor(np.array([3.7, 4.2], np.float32))))


class InplaceMethods(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0, 3.0), name="w")

    def construct(self, x):
        self.w.add_(x)
        a = self.w * 1
        self.w.mul_(2)
        self.w.copy_(self.w - 1)
        return a, self.w


case("inplace_methods", lambda: InplaceMethods()(f32(1.0, 1.0, 1.0)))


class ForTuple(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Parameter(f32(1.0), name="a")
        self.b = Parameter(f32(2.0), name="b")

    def construct(self, x):
        out = ()
        for p in (self.a, self.b):
            ops.assign_add(p, x)
            out = out + (p * 1,)
        return out, self.a, self.b


case("for_tuple_params", lambda: ForTuple()(f32(10.0)))


@jit
def jit_fn_assign(p, x):
    ops.assign(p, x)
    return p * 2


pp = Parameter(f32(1.0, 1.0), name="pp")
case("jit_param_arg", lambda: (jit_fn_assign(pp, f32(3.0, 4.0)), pp.value()))
case("jit_param_arg2", lambda: (jit_fn_assign(pp, f32(5.0, 6.0)), pp.value()))


class SetAttr(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0), name="w")

    def construct(self, x):
        self.w = x * 2
        y = self.w + 1
        return y, self.w


n11 = SetAttr()
case("setattr_param", lambda: (n11(f32(3.0)), n11.w.value()))


class AssignDtype(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, 2.5], np.float16)), name="w")

    def construct(self, x):
        ops.assign_add(self.w, x)
        return self.w


case("assign_add_f32_into_f16", lambda: AssignDtype()(f32(1.0, 1.0)))
case("assign_add_int_into_f16", lambda: AssignDtype()(Tensor(np.array([1, 1], np.int32))))
case("assign_bad_shape", lambda: AssignDtype()(f32(1.0, 1.0, 1.0)))
