"""More run-time objects (fifth pass): type() / len() / in / comparison of run-time values, string methods on
str() of run-time values, tuples of run-time values unpacked, run-time values returned inside tuples / dicts beside
Tensors, numpy integer / bool results as indices and conditions; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import registry, run_all

C, reg = registry()
X = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
XI = Tensor(np.array([3, 1, 2], np.int32))


@reg(X)
def type_of_elem(x):
    return type(x.tolist()[0]) is float, type(len(x.tolist())).__name__


@reg(XI)
def type_of_np_sum(x):
    return type(np.sum(x.asnumpy())).__name__


@reg(X)
def unpack_tolist(x):
    a, b, c = x.tolist()
    return c, a + b


@reg(X)
def star_unpack_tolist(x):
    a, *rest = x.tolist()
    return a, rest


@reg(X)
def tuple_with_tensor(x):
    return (x.tolist()[0], x * 2)


@reg(X)
def dict_with_tensor(x):
    return {"v": x.tolist()[0], "t": x + 1}


@reg(XI)
def np_argmax_index_tensor(x):
    i = np.argmax(x.asnumpy())
    return x[int(i)]


@reg(XI)
def np_argmax_index_list(x):
    i = int(np.argmax(x.asnumpy()))
    return [10, 20, 30][i]


@reg(X)
def str_methods_runtime(x):
    s = str(x.tolist()[0])
    return s.replace(".", ","), s.startswith("3"), len(s)


@reg(X)
def compare_lists_runtime(x):
    return x.tolist() == [3.0, 1.0, 2.0], x.tolist() < [4.0]


@reg(X)
def min_of_np_scalars(x):
    a = x.asnumpy()
    return float(min(a[0], a[1]))


@reg(X)
def sum_generator_runtime(x):
    return sum(e * 2 for e in x.tolist())


@reg(X)
def chained_runtime(x):
    v = x.tolist()[2]
    return 1 < v < 3, 0 < v < 1


@reg(X)
def not_runtime(x):
    return not x.tolist(), not x.tolist()[0]


@reg(X)
def np_float_ops(x):
    a = x.asnumpy()
    return float(a.max() - a.min()), int(a.argmin())


@reg(X)
def tolist_mutate_return(x):
    l = x.tolist()
    l[0] = 9.0
    l.append(5.0)
    return l


@reg(X)
def round_tensor_item(x):
    return round(x[0].item() / 3, 3), abs(-x[1].item())


run_all(C)
