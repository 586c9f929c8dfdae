"""Brief of h-comp13 (session 19), from h-comp11's st compiler sweep (tests/st/compiler, "found, not fixed"): MindSpore
2.10's Mul and Div primitives and their function forms (P.Mul, P.Div, ops.mul, ops.div, ops.tensor_mul,
ops.true_divide, ops.multiply, Tensor.multiply/true_divide) make a Python number beside a Tensor a 0-d Tensor of its
default dtype (Float32; Int64, in graph code Int32), so a 0-d Int8/Int32 Tensor times 3 is Int64 (graph: Int32), a
0-d Float16 times 2.5 Float32, a Bool Tensor times 3 in graph code Int32; ``*``, ``/``, Tensor.mul/div/divide and
mint.mul/div keep the number weak (ops.div with a rounding_mode: no clear rule, not recorded).  msgraph kept the Tensor's dtype everywhere."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mint, mutable, ops
from mindspore.ops import operations as P
from _conf import emit

GRAPH = ms.get_context("mode") == ms.GRAPH_MODE


def J(f):
    return jit(f) if GRAPH else f


def f_P_Mul(a, b):
    return P.Mul()(a, b)


def f_P_Mul_rev(a, b):
    return P.Mul()(b, a)


def f_ops_mul(a, b):
    return ops.mul(a, b)


def f_ops_tensor_mul(a, b):
    return ops.tensor_mul(a, b)


def f_ops_multiply(a, b):
    return ops.multiply(a, b)


def f_P_Div(a, b):
    return P.Div()(a, b)


def f_ops_div(a, b):
    return ops.div(a, b)


def f_ops_div_rev(a, b):
    return ops.div(b, a)


def f_ops_true_divide(a, b):
    return ops.true_divide(a, b)


def f_t_multiply(a, b):
    return a.multiply(b)


def f_t_true_divide(a, b):
    return a.true_divide(b)


def f_mul_op(a, b):
    return a * b


def f_div_op(a, b):
    return a / b


def f_t_mul(a, b):
    return a.mul(b)


def f_t_div(a, b):
    return a.div(b)


def f_t_divide(a, b):
    return a.divide(b)


def f_mint_mul(a, b):
    return mint.mul(a, b)


def f_mint_div(a, b):
    return mint.div(a, b)


def f_P_Add(a, b):
    return P.Add()(a, b)


def f_P_RealDiv(a, b):
    return P.RealDiv()(a, b)


FORMS = {
    "P.Mul": f_P_Mul,
    "P.Mul_rev": f_P_Mul_rev,
    "ops.mul": f_ops_mul,
    "ops.tensor_mul": f_ops_tensor_mul,
    "ops.multiply": f_ops_multiply,
    "P.Div": f_P_Div,
    "ops.div": f_ops_div,
    "ops.div_rev": f_ops_div_rev,
    "ops.true_divide": f_ops_true_divide,
    "t.multiply": f_t_multiply,
    "t.true_divide": f_t_true_divide,
    "mul_op": f_mul_op,
    "div_op": f_div_op,
    "t.mul": f_t_mul,
    "t.div": f_t_div,
    "t.divide": f_t_divide,
    "mint.mul": f_mint_mul,
    "mint.div": f_mint_div,
    "P.Add": f_P_Add,
    "P.RealDiv": f_P_RealDiv,
}

# each form as its own function (graph code reads the number as a constant)
for _name, _lam in FORMS.items():
    def _mk(lam):
        def with_int(a):
            return lam(a, 3)

        def with_float(a):
            return lam(a, 2.5)

        def with_tenth(a):
            return lam(a, 0.1)

        def with_mut(a, m):
            return lam(a, m)
        return J(with_int), J(with_float), J(with_tenth), J(with_mut)
    FORMS[_name] = _mk(_lam)

INPUTS = {
    "i8_0d": Tensor(np.array(2, np.int8)),
    "i32_0d": Tensor(np.array(2, np.int32)),
    "u8_0d": Tensor(np.array(2, np.uint8)),
    "f16_0d": Tensor(np.array(2, np.float16)),
    "f64_0d": Tensor(np.array(2, np.float64)),
    "b_0d": Tensor(np.array(True)),
    "i8_1": Tensor(np.array([2], np.int8)),
    "f16_2": Tensor(np.array([2, 3], np.float16)),
    "b_2": Tensor(np.array([True, False])),
    "i32_2": Tensor(np.array([2, 3], np.int32)),
    "f64_2": Tensor(np.array([2, 3], np.float64)),
}

for name, (with_int, with_float, with_tenth, with_mut) in FORMS.items():
    for tag, x in INPUTS.items():
        emit(f"{name}:{tag}:3", with_int(x), rtol=0, atol=0)
        emit(f"{name}:{tag}:2.5", with_float(x), rtol=0, atol=0)
        if tag.startswith("f64") or tag.startswith("f16"):
            emit(f"{name}:{tag}:0.1", with_tenth(x), rtol=0, atol=0)
    for tag in ("i8_0d", "f16_0d", "f64_2"):
        emit(f"{name}:{tag}:mutable_int", with_mut(INPUTS[tag], mutable(3)), rtol=0, atol=0)
        emit(f"{name}:{tag}:mutable_float", with_mut(INPUTS[tag], mutable(2.5)), rtol=0, atol=0)
