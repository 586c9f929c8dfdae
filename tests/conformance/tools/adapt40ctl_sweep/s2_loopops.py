"""ops.WhileLoop / ops.ForiLoop / ops.Scan (st compiler/control test_unroll_loop_ops variants): dtypes, Parameter and
list carries, Tensor bounds, zero-trip loops, unroll False, gradients, bad arguments; Cells and @jit, in $MODE."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit, Parameter
from mindspore.common import dtype as mstype
from _h import case


def relu_plus1(v):
    return ops.ReLU()(v) + 1


def lt100(v):
    return v < 100


def lt100_value(v):
    return v.value() < 100


def sum_lt10(v):
    return v.sum() < 10


def sum_lt1(v):
    return v.sum() < 1


def times2(v):
    return v * 2


def fori_sq(i, v):
    return v * v + i


def scan_dbl(c, e):
    return c * 2, c


def scan_cm(c, e):
    return c * e, c


def scan_cm2(c, e):
    return c * e, c * c


def scan_bad(c, e):
    return c + e


def mk_while(cond, body):
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ops.WhileLoop()

        def construct(self, x):
            return self.w(cond, body, x)
    return N()


for dt in (np.float32, np.float16, np.int32, np.float64):
    case("while_relu.%s" % np.dtype(dt).name, lambda dt=dt: mk_while(lt100, relu_plus1)(Tensor(np.array([1], dt))))
case("while_zero_trip", lambda: mk_while(lt100, relu_plus1)(Tensor(np.array([150.0], np.float32))))
case("while_vec_cond", lambda: mk_while(sum_lt10, relu_plus1)(Tensor(np.array([1.0, -3.0], np.float32))))
case("while_param_value", lambda: mk_while(lt100_value, relu_plus1)(Parameter(Tensor([1], mstype.float32), name="p")))
case("while_grad", lambda: ops.grad(mk_while(sum_lt10, times2))(Tensor(np.array([1.0, 0.5], np.float32))))
case("while_grad_zero_trip", lambda: ops.grad(mk_while(sum_lt1, times2))(Tensor(np.array([1.0, 0.5], np.float32))))


def list_body(s):
    t, k = s
    return [ops.ReLU()(t) * 2, k + 1]


class WhileListNet(nn.Cell):
    def __init__(self, n):
        super().__init__()
        self.w = ops.WhileLoop()
        self.n = n

    def construct(self, x):
        return self.w(lambda s: s[-1] < self.n, list_body, [x, 0])


def while_list_first(x):
    return WhileListNet(3)(x)[0]


case("while_list_carry", lambda: WhileListNet(3)(Tensor(np.array([1.0, -1.0], np.float32))))
case("while_list_carry_zero", lambda: WhileListNet(0)(Tensor(np.array([1.0, -1.0], np.float32))))
case("while_list_carry_grad", lambda: ops.grad(while_list_first)(Tensor(np.array([1.0, -1.0], np.float32))))


def tuple_body(s):
    t, k = s
    return (t + k, k - 1)


class WhileTupleNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ops.WhileLoop()

    def construct(self, x, k):
        return self.w(lambda s: s[1] > 1, tuple_body, (x, k))


case("while_tuple_tensor_k", lambda: WhileTupleNet()(Tensor([2], mstype.int32), Tensor(3, mstype.int32)))
case("while_tuple_int_k", lambda: WhileTupleNet()(Tensor([2.0], mstype.float32), 3))
case("while_bad_cond", lambda: mk_while(3, relu_plus1)(Tensor(np.array([1.0], np.float32))))
case("while_bad_body", lambda: mk_while(lt100, "x")(Tensor(np.array([1.0], np.float32))))


@jit
def jit_while(x):
    return ops.WhileLoop()(lt100, relu_plus1, x)


case("jit_while_f32", lambda: jit_while(Tensor([1.0], mstype.float32)))
case("jit_while_i32", lambda: jit_while(Tensor([1], mstype.int32)))


def fori_add(i, v):
    return ops.Add()(v, i)


def mk_fori(lo, hi, unroll=True, fn=fori_add):
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.f = ops.ForiLoop()

        def construct(self, x):
            return self.f(lo, hi, fn, x, unroll)
    return N()


for dt in (np.float32, np.float16, np.int32, np.int64, np.float64):
    case("fori_add.%s" % np.dtype(dt).name, lambda dt=dt: mk_fori(0, 10)(Tensor(np.array(0, dt))))
case("fori_add_noroll", lambda: mk_fori(0, 10, False)(Tensor(np.array(0, np.float32))))
case("fori_empty_range", lambda: mk_fori(5, 2)(Tensor(np.array(1.5, np.float32))))
case("fori_neg_range", lambda: mk_fori(-3, 2)(Tensor(np.array(1.5, np.float32))))
case("fori_python_init", lambda: mk_fori(0, 4)(2))
case("fori_float_bounds", lambda: mk_fori(0.0, 3.0)(Tensor(np.array(1.5, np.float32))))


def fori_mul(i, v):
    return v * 2 + i


case("fori_grad", lambda: ops.grad(mk_fori(0, 4, True, fori_mul))(Tensor(np.array([1.0, 0.5], np.float32))))
case("fori_grad_noroll", lambda: ops.grad(mk_fori(0, 4, False, fori_mul))(Tensor(np.array([1.0, 0.5], np.float32))))
case("fori_grad_empty", lambda: ops.grad(mk_fori(3, 3, True, fori_mul))(Tensor(np.array([1.0, 0.5], np.float32))))
case("fori_grad2", lambda: ops.grad(ops.grad(mk_fori(0, 3, True, fori_sq)))(Tensor(np.array([1.0, 0.5], np.float32))))


class ForiTensorBounds(nn.Cell):
    def __init__(self):
        super().__init__()
        self.f = ops.ForiLoop()

    def construct(self, lo, hi, x):
        return self.f(lo, hi, fori_add, x)


case("fori_tensor_bounds", lambda: ForiTensorBounds()(Tensor(0, mstype.int32), Tensor(4, mstype.int32), Tensor(1.0, mstype.float32)))


def scan_sum(res, el):
    res = res + el
    return res, res


def mk_scan(xs, length, unroll=True, fn=scan_sum):
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.s = ops.Scan()

        def construct(self, x):
            return self.s(fn, x, xs, length, unroll)
    return N()


SCAN_CM = mk_scan([1.0, 2.0, 3.0], 3, True, scan_cm)
SCAN_CM2 = mk_scan([1.0, 2.0, 3.0], 3, True, scan_cm2)
SCAN_CM_NOROLL = mk_scan([1.0, 2.0, 3.0], 3, False, scan_cm)


def scan_carry(x):
    return SCAN_CM(x)[0]


def scan_carry_noroll(x):
    return SCAN_CM_NOROLL(x)[0]


def scan_ys(x):
    return ops.stack(SCAN_CM2(x)[1]).sum()


case("scan_ints", lambda: mk_scan([1, 2, 3, 4], 4)(Tensor(0)))
case("scan_ints_f32", lambda: mk_scan([1, 2, 3, 4], 4)(Tensor(0.5, mstype.float32)))
case("scan_ints_noroll", lambda: mk_scan([1, 2, 3, 4], 4, False)(Tensor(0)))
case("scan_tuple_xs", lambda: mk_scan((1.5, 2.5), 2)(Tensor(1.0, mstype.float32)))
case("scan_empty_xs", lambda: mk_scan([], 0)(Tensor(1.0, mstype.float32)))
case("scan_none_xs", lambda: mk_scan(None, 3, True, scan_dbl)(Tensor(1.0, mstype.float32)))
case("scan_len_short", lambda: mk_scan([1, 2, 3, 4], 2)(Tensor(0)))
case("scan_len_none", lambda: mk_scan([1, 2, 3], None)(Tensor(0)))
case("scan_tensor_xs", lambda: mk_scan([Tensor(1.0, mstype.float32), Tensor(2.0, mstype.float32)], 2)(Tensor(0.0, mstype.float32)))


class ScanTensorArg(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = ops.Scan()

    def construct(self, init, xs):
        return self.s(scan_sum, init, xs, 3, True)


case("scan_tensor_xs_arg", lambda: ScanTensorArg()(Tensor(np.zeros(2, np.float32)), Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))))
case("scan_grad", lambda: ops.grad(scan_carry)(Tensor(np.array([1.0, 2.0], np.float32))))
case("scan_grad_ys", lambda: ops.grad(scan_ys)(Tensor(np.array([1.0, 2.0], np.float32))))
case("scan_grad_noroll", lambda: ops.grad(scan_carry_noroll)(Tensor(np.array([1.0, 2.0], np.float32))))
case("fori_tensor_bounds_grad", lambda: ops.grad(ForiTensorBounds(), grad_position=2)(Tensor(0, mstype.int32), Tensor(3, mstype.int32), Tensor(np.array([1.0, 2.0], np.float32))))
case("fori_tensor_bounds_zero", lambda: ForiTensorBounds()(Tensor(3, mstype.int32), Tensor(1, mstype.int32), Tensor(1.0, mstype.float32)))
case("fori_int_lo_tensor_hi", lambda: ForiTensorBounds()(1, Tensor(4, mstype.int32), Tensor(1.0, mstype.float32)))
case("fori_tensor_bounds_f16", lambda: ForiTensorBounds()(Tensor(0, mstype.int32), Tensor(4, mstype.int32), Tensor(1.0, mstype.float16)))
case("scan_bad_fn_ret", lambda: mk_scan([1, 2], 2, True, scan_bad)(Tensor(0)))
