"""Igamma / Zeta at their domain edges, Python numbers refused by i0 / lgamma / digamma / nan_to_num, Heaviside of
complex, ops.div(rounding_mode='trunc') of bool (st ops test_igamma / func_zeta / i0 / func_lgamma / func_digamma /
func_nan_to_num / heaviside / divide variants, adapt41opa).  Silent: MindSpore 2.10's igamma(a, 0) is 0 for every a
(NaN and a <= 0 too; msgraph NaN); zeta(x, q) at an integer q <= 0 is +inf only for an even integer x (or x = 1),
else NaN (msgraph +inf).  zeta takes a Python bool q as 1.0 (msgraph TypeError); i0 / lgamma / digamma / nan_to_num
of a Python float are TypeErrors (msgraph computed / AttributeError); heaviside of complex a TypeError (msgraph
computed); bool Tensors divided with rounding_mode='trunc' are the float quotient as bool (msgraph
RuntimeError).  digamma of an input whose first dimension is 0 is a ValueError (a (2, 0) one computes; msgraph
computed both)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, **kw):
        super().__init__()
        self.fn = fn
        self.kw = kw

    def construct(self, *a):
        return self.fn(*a, **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


emit_error("igamma_x_zero", lambda: Fn(ops.igamma)(T([np.nan, 0.0, -1.0, 2.0, -np.inf]), T([0.0] * 5)))
emit_error("igamma_x_zero_f64", lambda: Fn(ops.igamma)(T([0.0, -2.5], "float64"), T([0.0, -0.0], "float64")))
emit_error("igammac_x_zero", lambda: Fn(ops.igammac)(T([np.nan, 0.0, -1.0, 2.0, -np.inf]), T([0.0] * 5)))
emit_error("igamma_other_edges", lambda: Fn(ops.igamma)(T([0.0, -1.0, 2.0, 1.0, 0.5]),
                                                         T([np.nan, -1.0, -1.0, np.inf, 0.3])))
emit_error("zeta_q_nonpositive", lambda: Fn(ops.zeta)(T([3.0, 2.0, 4.0, 2.5, 1.0, 0.5, 2.0, 2.0]),
                                                      T([0.0, 0.0, -2.0, -2.0, 0.0, 0.0, -1.5, np.inf])))
emit_error("zeta_q_nonpositive_f64", lambda: Fn(ops.zeta)(T([3.0, 6.0, 5.0], "float64"),
                                                          T([-3.0, -1.0, -4.0], "float64")))
emit_error("zeta_x_inf_q_nonpositive", lambda: Fn(ops.zeta)(T([np.inf, np.inf, np.nan, 2.0]),
                                                            T([-0.0, -3.0, 0.0, -0.0])))
emit_error("zeta_number_x", lambda: ops.zeta(3.0, T([2.0, 0.0, -3.0, 0.5])))
emit_error("zeta_bool_q", lambda: Fn(ops.zeta)(T([2.0, 3.0, 0.5]), True))
emit_error("i0_number", lambda: ops.i0(0.5))
emit_error("lgamma_number", lambda: ops.lgamma(0.5))
emit_error("digamma_number", lambda: ops.digamma(0.5))
emit_error("nan_to_num_number", lambda: ops.nan_to_num(0.5))
emit_error("heaviside_complex", lambda: Fn(ops.heaviside)(T([1.0, 0.0], "complex64"), T([0.5, 0.5], "complex64")))
BX, BY = T([False, False, True, True], "bool"), T([True, False, False, True], "bool")
emit_error("div_trunc_bool", lambda: Fn(ops.div, rounding_mode="trunc")(BX, BY))
emit_error("div_trunc_bool_op", lambda: ops.div(BX, BY, rounding_mode="trunc"))
emit_error("div_floor_bool", lambda: Fn(ops.div, rounding_mode="floor")(BX, BY))
emit_error("digamma_empty_first_dim", lambda: Fn(ops.digamma)(T(np.zeros((0, 2)))))
emit_error("digamma_empty_1d", lambda: ops.digamma(T(np.zeros(0), "float16")))
emit_error("digamma_empty_last_dim", lambda: Fn(ops.digamma)(T(np.zeros((2, 0)))))
