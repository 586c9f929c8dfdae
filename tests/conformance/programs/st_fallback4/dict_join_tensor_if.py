import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit

MODES = ("graph",)


@jit
def return_tuple_with_dict(x):
    if x:
        return None, x, {"1": x}
    return None, x * 2, {"2": x * 2}


@jit
def assign_dicts_of_different_keys(x):
    if x > 0:
        d = {"a": 1}
    else:
        d = {"b": 2, "c": 3}
    return d


@jit
def dict_of_tensors(x):
    if x.sum() > 3:
        d = {"big": x + 1}
    else:
        d = {"small": x - 1, "n": 0}
    return d


emit("tuple_with_dict_true", return_tuple_with_dict(Tensor(np.array(10))))
emit("tuple_with_dict_false", return_tuple_with_dict(Tensor(np.array(0))))
emit("constant_dicts_true", assign_dicts_of_different_keys(Tensor(np.array(1))))
emit("constant_dicts_false", assign_dicts_of_different_keys(Tensor(np.array(-1))))
emit("tensor_dicts_true", dict_of_tensors(Tensor(np.array([2.0, 3.0], np.float32))))
emit("tensor_dicts_false", dict_of_tensors(Tensor(np.array([1.0, 1.0], np.float32))))
