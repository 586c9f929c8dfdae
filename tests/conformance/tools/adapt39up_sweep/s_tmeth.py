"""graph_syntax/tensor/tensor_methods (abs, all / any, astype, expand_as, flatten, mean, properties, reshape,
transpose, view): each method over int / float / bool Tensors incl. 0-d and empty, argument kinds (tuple, list,
varargs, keywords, floats, bad strings); P eager, J @ms.jit, G Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

C, reg = registry()
I = Tensor([[1, 2, 3], [4, 5, 6]])
F = Tensor([[1, 2, 3], [4, 5, 6]], ms.float32)
D = Tensor([[1, 2, 3], [4, 5, 6]], ms.float64)
H = Tensor([[1.5, -2, 3], [4, 5, -6.25]], ms.float16)
BB = Tensor(np.array([[True, False, True], [True, False, False]]))
Z = Tensor(-3, ms.int32)
E = Tensor(np.zeros((0, 3), np.float32))
U8 = Tensor(np.array([1, 200], np.uint8))
ALL = [("i64", I), ("f32", F), ("f64", D), ("f16", H), ("b", BB), ("0d", Z), ("empty", E), ("u8", U8)]


def props(x):
    return x.shape, x.dtype, x.ndim, x.size, x.itemsize, x.nbytes, x.strides


def t_abs(x):
    return x.abs(), abs(x)


def all_any(x):
    return x.all(), x.any(), x.all(0), x.any(axis=-1, keep_dims=True)


def mean0(x):
    return x.mean()


def mean1(x):
    return x.mean(axis=0), x.mean(0, True), x.mean(axis=(0,))


def flat(x):
    return x.flatten(), x.flatten(order='F')


def astypes(x):
    return x.astype("float16"), x.astype(ms.bool_), x.astype(ms.int8), x.astype(np.float64), x.astype("int32")


def t_transpose(x):
    return x.transpose(), x.T


def to_list(x):
    return x.tolist(), x.asnumpy().tolist()


for nm, f in [("props", props), ("abs", t_abs), ("allany", all_any), ("mean0", mean0), ("mean1", mean1),
              ("flat", flat), ("astype", astypes), ("transpose", t_transpose)]:
    for an, t in ALL:
        C.append(("%s_%s" % (nm, an), f, (t,)))


@reg(F)
def astype_bad_str(x):
    return x.astype("float88")


@reg(F)
def astype_uint64(x):
    return x.astype(ms.uint64)


@reg(F)
def flatten_bad_order(x):
    return x.flatten(order='X')


@reg(F)
def flatten_int_order(x):
    return x.flatten(order=123)


@reg(F)
def flatten_start_end(x):
    return x.flatten(start_dim=0, end_dim=1)


@reg(F)
def reshape_forms(x):
    return x.reshape((-1, 2)), x.reshape(-1), x.reshape(1, 2, 3), x.reshape([3, 2, 1]), x.reshape((6,))


@reg(F)
def reshape_float(x):
    return x.reshape((1, 2, 3.5))


@reg(F)
def reshape_bad_size(x):
    return x.reshape((4, 2))


@reg(F)
def reshape_two_neg(x):
    return x.reshape((-1, -1))


@reg(F)
def transpose_forms(x):
    return x.transpose((1, 0)), x.transpose(1, 0), x.transpose([1, 0]), x.transpose(-1, 0)


@reg(F)
def transpose_float(x):
    return x.transpose(1.0, 0)


@reg(F)
def transpose_bad_perm(x):
    return x.transpose(0, 0)


@reg(F)
def transpose_wrong_len(x):
    return x.transpose(0, 2, 1)


@reg(F)
def view_forms(x):
    return x.view((3, 2)), x.view(3, 2), x.view(-1), x.view([6, 1])


@reg(F)
def view_empty(x):
    return x.view()


@reg(F)
def view_two_tuples(x):
    return x.view((2, 3), (4, 5))


@reg(F)
def view_dtype(x):
    return x.view(ms.int32)


@reg(Tensor([1, 2, 3]), Tensor([[1, 1, 1], [1, 1, 1]]))
def expand_as_forms(x, y):
    return x.expand_as(y), x.expand_as(Tensor(np.zeros((4, 2, 3), np.float32)))


@reg(Tensor([1, 2]), Tensor([[1, 1, 1], [1, 1, 1]]))
def expand_as_bad(x, y):
    return x.expand_as(y)


@reg(Tensor([1, 2, 3]))
def expand_as_nontensor(x):
    return x.expand_as((2, 3))


@reg(F)
def item_forms(x):
    return x[0, 1].item(), x.item((1, 2)), x.item(4)


@reg(F)
def item_multi(x):
    return x.item()


@reg(F)
def mean_bad_axis(x):
    return x.mean(axis=2)


@reg(I)
def mean_int(x):
    return x.mean(), x.mean(axis=1)


@reg(BB)
def mean_bool(x):
    return x.mean()


run_all(C)
