"""In-place view ops, auto-monad ordering, float overflow, gradients (st compiler/tensor_inplace test_tensor_inplace_view,
test_view_grad, test_tensor_view_inplace_grad, control_flow/test_tensor_inplace_view_control_flow, test_arithmetic_simplify,
test_tensor_index; auto_monad test_float_overflow, test_effect_optimizer, test_auto_monad_momentum_loss;
tensor_sync test_tensor_sync)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.auto_generate.gen_ops_def import select_ext_view_op as sel, slice_ext_view_op as slc, \
    inplace_copy_op as icopy
from h import run3, plain

F = lambda v: Tensor(np.array(v, np.float32))


def v_assignadd_reshape(x, y):
    x = x + 2
    r = P.Reshape()(x, (2,))
    P.AssignAdd()(r, y)
    return x + 1


def v_split_assign(x):
    x1, x2 = ops.split(x, 1)
    P.AssignAdd()(x1, x2)
    P.AssignSub()(x2, x1)
    return x * 2


def v_assign_then_read(x):
    P.Assign()(x, x * 2)
    return x * 3


def v_assign_other(x, y):
    P.Assign()(y, x * 2)
    return x * 3 + y


def v_select_add(x, t):
    t1 = ops.abs(t)
    m = sel(t1, 0, 0)
    m.add_(x)
    return t1


def v_select_if(x, t):
    t1 = ops.abs(t)
    if x < 5:
        m = sel(t1, 0, 0)
    else:
        m = sel(t1, 0, 1)
    m.add_(x)
    return t1


def v_copy_select(x):
    y = ops.abs(x)
    icopy(sel(y, 0, 0), Tensor(-1, ms.float32))
    return y


def v_copy_slice2(x):
    y = ops.abs(x)
    z = slc(slc(y, 1, 1, 2, 1), 0, 0, 1, 1)
    icopy(z, Tensor(-1, ms.float32))
    return y


def v_two_views_add(t):
    t1 = ops.abs(t)
    a = sel(t1, 0, 0)
    b = sel(t1, 0, 1)
    a.add_(b)
    return a


def v_nested_mul(x, t):
    t1 = ops.abs(t)
    sel(sel(t1, 0, 0), 0, 0).add_(x)
    sel(sel(t1, 0, 0), 0, 0).mul_(2)
    return t1


def v_slice_abs(x):
    return slc(ops.abs(x), 0, 0, 2, 1)


def v_setitem_view(x):
    y = x * 1
    y[0] += 5
    y[1:] *= 2
    return y


def v_setitem_then_use(x):
    y = x + 0
    z = y[0]
    y[0] = 10
    return z, y


def v_add_inplace_arg(x):
    x.add_(1)
    return x * 2


def v_mul_inplace_view_arg(x):
    x[0].mul_(3)
    return x


def v_float16_overflow(x):
    return x - (-x), (x * 2).isinf(), x + x


def v_f32_overflow(x):
    return x * x, ops.exp(x)


def v_int8_wrap(x):
    return x + 127, x * 100, -x


def v_arith_simplify(x):
    return x * 1 + 0, x * 0, x - x, x / 1, x ** 1


for nm, fn, mk in [
        ("assignadd_reshape", v_assignadd_reshape, lambda: (F([1, 2]), F([10, 20]))),
        ("split_assign", v_split_assign, lambda: (F([1, 2]),)),
        ("assign_then_read", v_assign_then_read, lambda: (F([1, 2]),)),
        ("assign_other", v_assign_other, lambda: (F([1, 2]), F([0, 0]))),
        ("select_add", v_select_add, lambda: (F(3), F([[1, -2], [3, 4]]))),
        ("select_if", v_select_if, lambda: (F(3), F([1, 2]))),
        ("select_if_else", v_select_if, lambda: (F(7), F([1, 2]))),
        ("copy_select", v_copy_select, lambda: (F([[0, 1], [2, 3]]),)),
        ("copy_slice2", v_copy_slice2, lambda: (Tensor(np.arange(8).reshape(2, 2, 2).astype(np.float32)),)),
        ("two_views_add", v_two_views_add, lambda: (F([3, -4]),)),
        ("nested_mul", v_nested_mul, lambda: (F(3), F([[1, -2], [3, 4]]))),
        ("slice_abs", v_slice_abs, lambda: (F([-1, 2, -3]),)),
        ("setitem_view", v_setitem_view, lambda: (F([1, 2, 3]),)),
        ("setitem_then_use", v_setitem_then_use, lambda: (F([1, 2, 3]),)),
        ("add_inplace_arg", v_add_inplace_arg, lambda: (F([1, 2]),)),
        ("mul_inplace_view_arg", v_mul_inplace_view_arg, lambda: (F([1, 2]),)),
        ("f16_overflow_no", v_float16_overflow, lambda: (Tensor(np.full((2,), 655, np.float16)),)),
        ("f16_overflow_yes", v_float16_overflow, lambda: (Tensor(np.full((2,), 65504, np.float16)),)),
        ("f32_overflow", v_f32_overflow, lambda: (F([1e20, 100.0]),)),
        ("int8_wrap", v_int8_wrap, lambda: (Tensor(np.array([1, 100, -128], np.int8)),)),
        ("arith_simplify_f", v_arith_simplify, lambda: (F([1.5, -2, 0]),)),
        ("arith_simplify_i", v_arith_simplify, lambda: (Tensor(np.array([3, -2, 0], np.int32)),)),
        ("arith_simplify_nan", v_arith_simplify, lambda: (F([np.inf, np.nan, -np.inf]),)),
]:
    run3(nm, fn, mk)

# gradients of the view / in-place functions (first input, or all inputs)
for nm, fn, mk, pos in [
        ("g_slice_abs", v_slice_abs, lambda: (Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) - 5),), 0),
        ("g_copy_select", v_copy_select, lambda: (F([[0, 1], [2, 3]]),), 0),
        ("g_copy_slice2", v_copy_slice2, lambda: (Tensor(np.arange(8).reshape(2, 2, 2).astype(np.float32)),), 0),
        ("g_two_views_add", v_two_views_add, lambda: (F([3, -4]),), 0),
        ("g_select_add", v_select_add, lambda: (F(3), F([[1, -2], [3, 4]])), (0, 1)),
        ("g_select_if", v_select_if, lambda: (F(3), F([1, -2])), (0, 1)),
        ("g_nested_mul", v_nested_mul, lambda: (F(3), F([[1, -2], [3, 4]])), (0, 1)),
        ("g_setitem_view", v_setitem_view, lambda: (F([1, 2, 3]),), 0),
        ("g_assign_then_read", v_assign_then_read, lambda: (F([1, 2]),), 0),
        ("g_arith_simplify", v_arith_simplify, lambda: (F([1.5, -2, 0]),), 0),
]:
    run3(nm, (lambda fn=fn, pos=pos: (lambda *a: ms.grad(fn, grad_position=pos)(*a)))(), mk)


# auto-monad: Parameter writes and reads in one graph
class AssignRead(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(F([1, 2]), name="p")

    def construct(self, x):
        a = self.p * 1
        ops.assign(self.p, x)
        b = self.p * 1
        ops.assign_add(self.p, x)
        c = self.p + 0
        self.p += 1
        return a, b, c, self.p


class MomentumLoss(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(F([1.0, -2.0]), name="w")
        self.m = Parameter(F([0.0, 0.0]), name="m")

    def construct(self, x):
        loss = (self.w * x).sum()
        g = x
        ops.assign(self.m, self.m * 0.9 + g)
        ops.assign_sub(self.w, self.m * 0.1)
        return loss, self.w * 1, self.m * 1


class AugAttrs(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1, 2], np.int32)), name="pi")
        self.t = Tensor(np.array([1.0, 2.0], np.float32))
        self.l = [1, 2]
        self.n = 3

    def construct(self, x):
        self.p -= 1
        self.p *= 3
        t = self.t
        t += x
        self.n += 1
        n = self.l[0]
        n += 5
        return self.p * 1, t, self.t, self.n, n


class ListAug(nn.Cell):
    def construct(self, x):
        lst = [x, x * 2, 3]
        lst[0] += 1
        lst[2] *= 2
        lst[1] -= x
        return lst, x


for mode, mn in ((ms.PYNATIVE_MODE, "P"), (ms.GRAPH_MODE, "G")):
    ms.set_context(mode=mode)
    net = AssignRead()
    plain("%s monad_assign_read" % mn, lambda: net(F([5, 6])))
    plain("%s monad_assign_read_2" % mn, lambda: (net(F([5, 6])), net.p))
    net2 = MomentumLoss()
    plain("%s momentum_1" % mn, lambda: net2(F([1.0, 2.0])))
    plain("%s momentum_2" % mn, lambda: (net2(F([1.0, 2.0])), net2.w, net2.m))
    net3 = AugAttrs()
    plain("%s aug_attrs" % mn, lambda: net3(F([10.0, 10.0])))
    plain("%s aug_attrs_2" % mn, lambda: (net3(F([10.0, 10.0])), net3.p, net3.t, net3.n, net3.l))
    xx = F([1.0, 2.0])
    plain("%s list_aug" % mn, lambda: (ListAug()(xx), xx))
    plain("%s grad_assign_read" % mn, lambda: ms.grad(AssignRead(), grad_position=0)(F([5, 6])))
    plain("%s grad_momentum_w" % mn, lambda: ms.grad(MomentumLoss(), grad_position=0)(F([1.0, 2.0])))
ms.set_context(mode=ms.PYNATIVE_MODE)


# tensor_sync: asnumpy after in-place graph updates, Parameter set_data then graph
class SyncNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(F([1.0, 2.0]), name="ps")

    def construct(self, x):
        ops.assign_add(self.p, x)
        return self.p


for mode, mn in ((ms.PYNATIVE_MODE, "P"), (ms.GRAPH_MODE, "G")):
    ms.set_context(mode=mode)
    sn = SyncNet()
    plain("%s sync_1" % mn, lambda: (sn(F([1.0, 1.0])).asnumpy(), sn.p.asnumpy()))
    sn.p.set_data(F([0.0, 0.0]))
    plain("%s sync_setdata" % mn, lambda: (sn(F([2.0, 2.0])), sn.p))
    out = sn(F([1.0, 1.0]))
    plain("%s sync_out_alias" % mn, lambda: (out, sn(F([1.0, 1.0])), out, sn.p))
ms.set_context(mode=ms.PYNATIVE_MODE)
