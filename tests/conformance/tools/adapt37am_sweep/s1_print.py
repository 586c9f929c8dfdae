"""Print formatting in graph code (and PyNative): Tensors of each dtype, 0-d, empty, tuples / lists / dicts,
strings with % / format / f-strings, Parameters, None, bools, Python numbers, prints in loops and branches,
before / after an assign.  Compared on full stdout (run.sh)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit
from _h import case


def run(label, fn, *args):
    print("--", label, flush=True)
    case(label, lambda: fn(*args))


dts = [np.float32, np.float16, np.float64, np.int8, np.int32, np.int64, np.uint8, np.bool_]
for dt in dts:
    @jit
    def pr(x):
        print(x)
        return x
    run("print_%s" % np.dtype(dt).name, pr, Tensor(np.array([1, 0, 2], dt)))

@jit
def pr0(x):
    print(x)
    print("x is", x)
    return x
run("print_0d", pr0, Tensor(np.float32(1.5)))
run("print_0d_int", pr0, Tensor(np.int32(-3)))
run("print_empty", pr0, Tensor(np.zeros((0, 3), np.float32)))
run("print_2d", pr0, Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 3))
run("print_3d", pr0, Tensor(np.arange(24, dtype=np.int32).reshape(2, 3, 4)))
run("print_big", pr0, Tensor(np.arange(2000, dtype=np.float32)))
run("print_special", pr0, Tensor(np.array([np.inf, -np.inf, np.nan, -0.0, 1e10, 1e-10], np.float32)))
run("print_transposed", pr0, Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)).T)


@jit
def pr_tuple(x, y):
    print((x, y))
    print([x, 1, "s"])
    print(x, y, 3, 4.5, True, None, "str")
    return x + y
run("print_tuple", pr_tuple, Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([3.0, 4.0], np.float32)))


@jit
def pr_dict(x):
    d = {"a": x, "b": 2}
    print(d)
    return x
run("print_dict", pr_dict, Tensor(np.array([1, 2], np.int32)))


@jit
def pr_fmt(x):
    print("val: %d" % 3)
    print("val: {}".format(5))
    print("val: {} and {}".format(2.5, "q"))
    print(f"val {x.shape}")
    print("shape", x.shape, "dtype", x.dtype)
    print("sum", x.sum())
    return x
run("print_fmt", pr_fmt, Tensor(np.array([1.0, 2.0], np.float32)))


@jit
def pr_scalars(x):
    a = 3
    b = 2.5
    c = a * b
    print(a, b, c, a // 2, a / 2, 1e20, 1e-7, -0.0, 0.1 + 0.2)
    return x
run("print_scalars", pr_scalars, Tensor(np.array([1.0], np.float32)))


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        print("before", self.w)
        ops.assign(self.w, x)
        print("after", self.w)
        print(self.w * 2)
        return self.w


run("print_param_assign", PNet(), Tensor(np.array([5.0, 6.0], np.float32)))


class PLoop(nn.Cell):
    def construct(self, x):
        i = 0
        while i < 3:
            print("i", i, x)
            x = x + 1
            i += 1
        for j in range(2):
            print("j", j)
        return x


run("print_loop", PLoop(), Tensor(np.array([0.0], np.float32)))


class PTLoop(nn.Cell):
    def construct(self, x):
        while x.sum() < 3:
            print("t", x)
            x = x + 1
        if x.sum() > 3:
            print("gt", x)
        else:
            print("le", x)
        return x


run("print_tloop", PTLoop(), Tensor(np.array([0.0], np.float32)))
run("print_tloop2", PTLoop(), Tensor(np.array([5.0], np.float32)))


@jit
def pr_ops(x):
    ops.print_("ops", x, 3)
    ops.Print()("P", x)
    return x
run("print_ops", pr_ops, Tensor(np.array([1, 2], np.int64)))


@jit
def pr_bool_scalar(x):
    print(x > 1)
    print(x.shape[0] > 1, len(x.shape))
    return x
run("print_cmp", pr_bool_scalar, Tensor(np.array([1.0, 2.0], np.float32)))


@jit
def pr_str_only():
    print("hello")
    print("a", "b", sep="-")
    return 1
run("print_sep", pr_str_only)


@jit
def pr_nested(x):
    print(((x, 1), (2, (3, "z"))))
    return x
run("print_nested", pr_nested, Tensor(np.array([7], np.int8)))


@jit
def pr_complex(x):
    print(x)
    return x
run("print_complex", pr_complex, Tensor(np.array([1 + 2j, 3 - 1j], np.complex64)))
run("print_f16_frac", pr_complex, Tensor(np.array([0.1, 1 / 3, 1000.5], np.float16)))
run("print_f64_frac", pr_complex, Tensor(np.array([0.1, 1 / 3, 123456789.123], np.float64)))
run("print_f32_frac", pr_complex, Tensor(np.array([0.1, 1 / 3, 123456789.123, 1e-5], np.float32)))
