"""print / str / repr / f-strings / %-formatting of Tensors (dtypes, ranks, 0-d, empty), numpy arrays, numbers,
tuples, lists, dicts, None and dtypes in graph code, compared as printed text (file descriptor 1, where MindSpore's
Graph-mode print writes) and as returned strings; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import registry, run_all, captured

C, reg = registry()
INPUTS = {
    "f32": Tensor(np.array([1.5, -2.25, 3.0], np.float32)),
    "f16": Tensor(np.array([0.5, 1.25], np.float16)),
    "f64": Tensor(np.array([0.1, 2.0]), ms.float64),
    "i32": Tensor(np.array([[1, -2], [3, 4]], np.int32)),
    "i64_0d": Tensor(7, ms.int64),
    "u8": Tensor(np.array([200, 3], np.uint8)),
    "bool": Tensor(np.array([True, False])),
    "f32_0d": Tensor(2.5, ms.float32),
    "empty": Tensor(np.zeros((0, 2), np.float32)),
    "big": Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) * 1000.5),
}


def _mk(kind, t):
    def pr_plain(x):
        print(x)
        return 0

    def pr_mixed(x):
        print("v:", x, "n", 3, 2.5, True, None)
        return 0

    def pr_fstring(x):
        print(f"v={x} shape={x.shape} dtype={x.dtype}")
        return 0

    def pr_tuple(x):
        print((x, 1), [2, x])
        return 0

    def pr_sep(x):
        print("a", x, sep="|", end="!\n")
        return 0

    def str_ret(x):
        return str(x)

    def fstr_ret(x):
        return f"<{x}>"

    def pct_ret(x):
        return "%s/%d" % (x.shape, x.ndim)

    def pr_elem(x):
        print(x[0])
        return 0

    def pr_after_op(x):
        y = x + x
        print("y", y)
        return y

    def pr_numpy(x):
        a = x.asnumpy()
        print(a)
        return 0

    def pr_numpy_f(x):
        print(f"{x.asnumpy()}")
        return 0

    def pr_dtype(x):
        print(x.dtype, type(x.dtype))
        return 0

    def pr_in_loop(x):
        for i in range(2):
            print("it", i, x)
        return 0

    def pr_under_cond(x):
        if x.astype(ms.float32).sum() > 0:
            print("pos", x)
        else:
            print("neg", x)
        return 0

    out = []
    for f in (pr_plain, pr_mixed, pr_fstring, pr_tuple, pr_sep, str_ret, fstr_ret, pct_ret, pr_elem, pr_after_op,
              pr_numpy, pr_numpy_f, pr_dtype, pr_in_loop, pr_under_cond):
        def run(x, f=f):
            return f(x)
        run.__name__ = f.__name__
        out.append((f.__name__ + "_" + kind, f, (t,)))
    return out


def _scalars():
    def pr_numbers(x):
        print(1, -2.5, 1e-8, 123456789.0, 0.1, True, "s", None)
        return 0

    def pr_containers(x):
        print((1, 2), [1.5, "a"], {"k": 1}, ())
        return 0

    def pr_dict_tensor(x):
        print({"a": x})
        return 0

    def fstr_numbers(x):
        return f"{1.5:.3f} {7:04d} {'s':>3} {0.1} {1 / 3}"

    def fstr_item(x):
        return f"{x[0].item():.2f}"

    def pr_item(x):
        print(x[0].item(), float(x[1]), int(x[2]))
        return 0

    def pr_shape_ops(x):
        print(x.shape, x.ndim, x.size, len(x))
        return 0

    def str_of_tuple(x):
        return str((1, 2.5, "a")), str([None, True])

    def repr_str(x):
        return repr("a'b"), str(0.1), str(1e20), str(-0.0)

    def pr_np_scalar(x):
        print(np.float32(1.5), np.int64(3), np.array([1, 2]))
        return 0

    return [(f.__name__, f, (INPUTS["f32"],)) for f in (pr_numbers, pr_containers, pr_dict_tensor, fstr_numbers,
                                                         fstr_item, pr_item, pr_shape_ops, str_of_tuple, repr_str,
                                                         pr_np_scalar)]


for k, t in INPUTS.items():
    C.extend(_mk(k, t))
C.extend(_scalars())
# each case returns (printed text, result)
C[:] = [(n, (lambda f: lambda *a: captured(f, *a))(f), a) for n, f, a in C]
run_all(C)
