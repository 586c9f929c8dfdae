# Graph code: zip(...) and enumerate(...) are tuples of tuples in MindSpore's graph mode (returned as such,
# with len() and indexing), also over Tensors (rows) and graph values.
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def zip_consts():
    return zip((1, 2), (3, 4))


@jit
def zip_values(x):
    return zip([x, x * 2], [1, 2])


@jit
def zip_len_index():
    z = zip((1, 2), [3, 4])
    return type(z) is tuple, len(z), z[1]


@jit
def enumerate_values(x):
    return enumerate((x, x + 1))


@jit
def zip_tensor_rows(x):
    return zip(x, (1, 2))


x = Tensor([1.0, 2.0])
emit("zip_consts", zip_consts())
emit("zip_values", zip_values(x))
emit("zip_len_index", zip_len_index())
emit("enumerate_values", enumerate_values(x))
emit("zip_tensor_rows", zip_tensor_rows(x))
