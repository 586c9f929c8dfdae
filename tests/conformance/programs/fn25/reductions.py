"""Reductions (fn25 sweep): ops.prod takes MindSpore 2.10's dtype argument (the input cast first); ops.mean /
ops.amax / ops.amin check the axis (ValueError) before refusing a bool input; ops.var / std / var_mean / std_mean
check an int axis against the rank first (ValueError, a 0-d input has [-0, 0)) before the dtype and ddof rules;
ops.max / ops.min of a bool Tensor with no axis is ReduceMax's missing bool kernel (RuntimeError) and with an axis on
an empty input ArgMaxWithValue's empty-input ValueError before its bool TypeError; ops.argmax of an empty input
fails in the CPU kernel (RuntimeError), whatever the axis."""
import mindspore as ms
from mindspore import ops
from _fn25_util import mk, run


def prod_f32(x):
    return ops.prod(x, 0, dtype=ms.float32)


def prod_i8(x):
    return ops.prod(x, -1, True, ms.int8)


def prod_tuple_f64(x):
    return ops.prod(x, (0,), dtype=ms.float64)


def mean_1(x):
    return ops.mean(x, 1)


def mean_01(x):
    return ops.mean(x, (0, 1))


def amax_2(x):
    return ops.amax(x, 2)


def amin_m3(x):
    return ops.amin(x, -3)


def std_0(x):
    return ops.std(x, 0)


def var_1(x):
    return ops.var(x, 1)


def var_ddof2(x):
    return ops.var(x, -2, ddof=2)


def std_mean_02(x):
    return ops.std_mean(x, (0, 2))


def var_mean_0k(x):
    return ops.var_mean(x, 0, keepdims=True)


def max_all(x):
    return ops.max(x)


def min_all(x):
    return ops.min(x)


def max_0(x):
    return ops.max(x, 0)


def min_0k(x):
    return ops.min(x, 0, True)


def argmax_all(x):
    return ops.argmax(x)


def argmax_m1(x):
    return ops.argmax(x, -1)


def argmax_0k(x):
    return ops.argmax(x, 0, True)


for dt in ("bool", "int8", "int32", "float16", "float32"):
    for sn, sh in (("1d", (5,)), ("2d", (3, 4))):
        run(f"prod_f32_{dt}_{sn}", prod_f32, mk(dt, sh))
        run(f"prod_i8_{dt}_{sn}", prod_i8, mk(dt, sh))
    run(f"prod_tuple_f64_{dt}", prod_tuple_f64, mk(dt, (3, 4)))
for dt in ("bool", "float32"):
    run(f"mean_axis_{dt}", mean_1, mk(dt, (5,)))
    run(f"mean_tuple_{dt}_0d", mean_01, mk(dt, ()))
    run(f"amax_axis_{dt}", amax_2, mk(dt, (3, 4)))
    run(f"amin_axis_{dt}", amin_m3, mk(dt, (3, 4)))
for dt in ("bool", "int32", "float16", "float32"):
    run(f"std_0d_{dt}", std_0, mk(dt, ()))
    run(f"var_1d_{dt}", var_1, mk(dt, (5,)))
    run(f"var_ddof2_{dt}", var_ddof2, mk(dt, (5,)))
    run(f"std_mean_2d_{dt}", std_mean_02, mk(dt, (3, 4)))
    run(f"var_mean_0d_{dt}", var_mean_0k, mk(dt, ()))
for sn, sh in (("0d", ()), ("1d", (5,)), ("2d", (3, 4)), ("e", (0, 3))):
    run(f"max_bool_{sn}", max_all, mk("bool", sh))
    run(f"min_bool_{sn}", min_all, mk("bool", sh))
run("max_bool_e_d0", max_0, mk("bool", (0, 3)))
run("min_bool_e_d0k", min_0k, mk("bool", (0, 3)))
for dt in ("bool", "int32", "float32"):
    run(f"argmax_e_{dt}", argmax_all, mk(dt, (0, 3)))
    run(f"argmax_e_dm1_{dt}", argmax_m1, mk(dt, (0, 3)))
    run(f"argmax_e_d0k_{dt}", argmax_0k, mk(dt, (0, 3)))
