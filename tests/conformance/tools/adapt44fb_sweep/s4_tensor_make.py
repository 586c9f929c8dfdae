"""Tensor construction from values made when the graph runs, over dtypes (fifth pass): ms.Tensor / ops.tensor-like
calls of x.tolist() / x.asnumpy() results / numpy results / run-time scalars, with and without dtype=, from float16 /
float64 / int8 / uint8 / int64 / bool inputs, 0-d and empty; the result used in Tensor ops; P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import registry, run_all

C, reg = registry()
INPUTS = {
    "f16": Tensor(np.array([1.5, -2.0], np.float16)),
    "f64": Tensor(np.array([1.5, -2.0], np.float64)),
    "i8": Tensor(np.array([1, -2], np.int8)),
    "u8": Tensor(np.array([1, 2], np.uint8)),
    "i64": Tensor(np.array([1, -2], np.int64)),
    "b": Tensor(np.array([True, False])),
    "0d": Tensor(2.5, ms.float32),
    "e": Tensor(np.zeros((0,), np.float32)),
}


def tensor_of_tolist(x):
    return Tensor(x.tolist())


def tensor_of_asnumpy(x):
    return Tensor(x.asnumpy())


def tensor_of_np_abs(x):
    return Tensor(np.abs(x.asnumpy()))


def tensor_of_tolist_f32(x):
    return Tensor(x.tolist(), ms.float32)


def tensor_of_asnumpy_i32(x):
    return Tensor(x.asnumpy(), dtype=ms.int32)


def tensor_of_np_times2_plus_x(x):
    return Tensor(x.asnumpy() * 2) + x


def tensor_of_np_mean(x):
    return Tensor(np.mean(x.asnumpy().astype(np.float64)))


def tensor_of_sorted_tolist(x):
    return Tensor(sorted(x.tolist()))


def tensor_of_tolist_plus_list(x):
    return Tensor(x.tolist() + [0])


def tensor_of_np_concat(x):
    a = x.asnumpy()
    return Tensor(np.concatenate([a, a]))


def ops_cast_of_np(x):
    return ops.cast(Tensor(x.asnumpy()), ms.float32)


def tensor_of_len(x):
    return Tensor(len(x.tolist()))


for fn in (tensor_of_tolist, tensor_of_asnumpy, tensor_of_np_abs, tensor_of_tolist_f32, tensor_of_asnumpy_i32,
           tensor_of_np_times2_plus_x, tensor_of_np_mean, tensor_of_sorted_tolist, tensor_of_tolist_plus_list,
           tensor_of_np_concat, ops_cast_of_np, tensor_of_len):
    for nm, t in INPUTS.items():
        C.append((f"{fn.__name__}_{nm}", fn, (t,)))

run_all(C)
