"""st fallback tensor / int_float / round / abs / runtime_scalar and graph_syntax kwargs variants: Python numbers
made from 0-d Tensors of several dtypes (int / float / round / abs / bool / item), their arithmetic with Tensors
and Python numbers, Tensors built in graph code from those numbers and from lists, and **kwargs / keyword calls;
P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
INS = [("f32", Tensor(-2.5, ms.float32)), ("f16", Tensor(2.5, ms.float16)), ("f64", Tensor(3.5, ms.float64)),
       ("i8", Tensor(-7, ms.int8)), ("i64", Tensor(9)), ("u8", Tensor(200, ms.uint8)), ("b", Tensor(False)),
       ("f32_1", Tensor([1.25], ms.float32))]


def v_int_float(x):
    return int(x), float(x), bool(x)


def v_round_abs(x):
    return round(x), abs(x), round(float(x), 1)


def v_item_arith(x):
    a = x.item()
    return a, a + 1, a * 0.5, a // 2, a > 0


def v_tensor_of_number(x):
    a = float(x)
    return Tensor(a), Tensor(int(x)), Tensor([a, 1]), ms.tensor(a, ms.float16)


def v_number_times_tensor(x):
    a = float(x)
    t = Tensor(np.array([1, 2], np.int32))
    return t * a, t + int(x), a + x


def v_list_of_tensors(x):
    return Tensor([x, x]) if x.ndim == 0 else ops.stack([x, x])


def v_asnumpy_ops(x):
    n = x.asnumpy()
    return Tensor(n * 2), Tensor(n + 1.5), Tensor((n + n) * n)


def v_max_min_mix(x):
    return max(x, 1), min(float(x), 0), max(int(x), 2.5)


for fn in [v_int_float, v_round_abs, v_item_arith, v_tensor_of_number, v_number_times_tensor, v_list_of_tensors,
           v_asnumpy_ops, v_max_min_mix]:
    for nm, a in INS:
        C.append((fn.__name__ + "_" + nm, fn, (a,)))


def _ff(x, *args, **conf):
    return ops.mul(*x, *args)


def _kw_default(x, scale=2, shift=None):
    return x * scale if shift is None else x * scale + shift


@reg(Tensor([1, 2]))
def kw_useless(x):
    def func(*args, **conf):
        return _ff(*args)
    return func((x,), x, a=x)


@reg(Tensor([1.0, 2.0]))
def kw_default_keyword(x):
    return _kw_default(x), _kw_default(x, shift=1), _kw_default(x, scale=0.5, shift=x)


@reg(Tensor([1.0, 2.0]))
def kw_dict_call(x):
    d = {"scale": 3, "shift": x}
    return _kw_default(x, **d)


@reg(Tensor([1.0, 2.0]))
def kw_tensor_scale(x):
    return _kw_default(x, scale=x[0])


@reg(Tensor([1.0, 2.0]))
def kw_ops_keywords(x):
    return ops.sum(x, dim=0, keepdim=True), ops.clamp(x, min=1.5), x.sum(axis=0)


@reg(Tensor([1.0, 2.0]))
def kw_bad_keyword(x):
    return _kw_default(x, nope=1)


@reg(Tensor([1.0, 2.0]))
def kw_dup_keyword(x):
    return _kw_default(x, 2, scale=3)


run_all(C)
