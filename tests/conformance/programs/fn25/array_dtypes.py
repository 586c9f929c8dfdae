"""Array functions (fn25 sweep): ops.concat of Tensors of different dtypes fails in MindSpore 2.10's CPU Concat
kernel (RuntimeError, no promotion); ops.masked_fill takes a Python number of the input's kind only (a float into
an int Tensor, an int into a float one: MaskedFill's TypeError); ops.clip_by_value of a bool Tensor is Minimum's
missing bool kernel (TypeError); ops.repeat_interleave refuses bool (TypeError) and an axis of a 0-d input
(ValueError); ops.unique refuses bool (TypeError); ops.nonzero of a 0-d Tensor fails in its kernel (RuntimeError);
ops.split and ops.swapaxes of a 0-d Tensor are ValueErrors; ops.gather_elements of a 0-d Tensor gives it back;
ops.one_hot of an empty Tensor is its kernel's RuntimeError, before the indices' dtype check."""
import mindspore as ms
from mindspore import Tensor, ops
from _fn25_util import mk, run


def concat2(x, y):
    return ops.concat((x, y), 0)


def masked_fill_f(x, m):
    return ops.masked_fill(x, m, 1.5)


def masked_fill_i(x, m):
    return ops.masked_fill(x, m, 2)


def masked_fill_b(x, m):
    return ops.masked_fill(x, m, True)


def clip01(x):
    return ops.clip_by_value(x, 0, 1)


def clip_max(x):
    return ops.clip_by_value(x, None, Tensor(True))


def rep_interleave(x):
    return ops.repeat_interleave(x, 2, 0)


def rep_interleave_flat(x):
    return ops.repeat_interleave(x, 2)


def split1(x):
    return ops.split(x, 1)


def swap00(x):
    return ops.swapaxes(x, 0, 0)


def gather_el(x, i):
    return ops.gather_elements(x, 0, i)


def gather_el_m1(x, i):
    return ops.gather_elements(x, -1, i)


def one_hot3(x):
    return ops.one_hot(x, 3, Tensor(1.0), Tensor(0.0))


for a, b in (("int8", "float32"), ("bool", "int32"), ("float16", "float32"), ("int32", "int64"), ("float32", "float32")):
    run(f"concat_{a}_{b}", concat2, mk(a, (5,)), mk(b, (3,)))
    run(f"concat_0d_{a}_{b}", concat2, mk(a, ()), mk(b, ()))   # (0-d: Concat's shape ValueError comes first)
for dt in ("bool", "int8", "int32", "int64", "float16", "float32", "float64"):
    m = Tensor([True, False, True, True, False])
    run(f"masked_fill_f_{dt}", masked_fill_f, mk(dt, (5,)), m)
    run(f"masked_fill_i_{dt}", masked_fill_i, mk(dt, (5,)), m)
    run(f"masked_fill_b_{dt}", masked_fill_b, mk(dt, (5,)), m)
    run(f"clip01_{dt}", clip01, mk(dt, (3, 4)))
    run(f"clip_max_{dt}", clip_max, mk(dt, (5,)))
    run(f"repeat_interleave_{dt}", rep_interleave, mk(dt, (3, 4)))
    run(f"repeat_interleave_flat_{dt}", rep_interleave_flat, mk(dt, (5,)))
    run(f"repeat_interleave_0d_{dt}", rep_interleave, mk(dt, ()))
    run(f"split_0d_{dt}", split1, mk(dt, ()))
    run(f"swapaxes_0d_{dt}", swap00, mk(dt, ()))
    run(f"gather_elements_0d_{dt}", gather_el, mk(dt, ()), Tensor(0))
    run(f"gather_elements_0d_m1_{dt}", gather_el_m1, mk(dt, ()), Tensor(0, ms.int32))
for dt in ("int8", "int32", "int64"):
    run(f"one_hot_e_{dt}", one_hot3, mk(dt, (0, 3)))
    run(f"one_hot_e1_{dt}", one_hot3, mk(dt, (0,)))
