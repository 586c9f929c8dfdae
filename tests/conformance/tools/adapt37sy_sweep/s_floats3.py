"""Float literals reaching numpy / math / Tensor / str inside graph code (MindSpore hands them on as its float32
immediate's value: np.array([32.1]) holds 32.099998474121094)."""
import math
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
C, reg = registry()


@reg(X)
def np_lit(x):
    a = np.array([123456.789, 32.1])
    return a[0] == 123456.789, float(a[1]), np.float64(32.1) == 32.1


@reg(X)
def np_ret(x):
    return np.array([123456.789, 32.1])


@reg(X)
def math_lit(x):
    return (math.isclose(123456.789, 123456.7890625, rel_tol=0, abs_tol=0), math.floor(32.1 * 10),
            math.sqrt(123456.789), math.fsum([32.1, 0.0]))


@reg(X)
def math_var(x):
    v = 123456.789
    return math.isclose(v, 123456.7890625, rel_tol=0, abs_tol=0), math.fabs(v) == 123456.789


@reg(X)
def tensor_list(x):
    return Tensor([123456.789], ms.float64), Tensor(np.array([123456.789]))


@reg(X)
def lit_in_tuple_str(x):
    return str((32.1, 0.1)), str([123456.789]), "%s %s" % (32.1, 1), "{} {}".format(32.1, 123456.789)


run_all(C)
