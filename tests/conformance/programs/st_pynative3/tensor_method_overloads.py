# Tensor methods are resolved against MindSpore 2.10's overloads: a call no overload accepts is a
# TypeError (wrong kind of argument, unknown keyword, too many positionals, a keyword-only
# argument given by position); the calls an overload accepts run as before.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

def max_axis_and_list(t):
    return t.max(1, [1])


def max_unknown_keywords(t):
    return t.max(a=1, b=2)


def max_keepdims_int(t):
    return t.max(0, 1, initial=None)


def max_initial_list(t):
    return t.max(0, True, initial=[1])


def max_unknown_keyword_after_positionals(t):
    return t.max(1, True, il=2)


def min_three_positionals(t):
    return t.min(None, False, None)


def clamp_three_positionals(t):
    return t.clamp(1, [1], 1)


def clamp_wrong_keyword(t):
    return t.clamp(min=1, max_value=10)


def add_alpha_by_position(t):
    return t.add(t, 1)


def div_unknown_keyword(t):
    return t.div(t, rounding_mode='floor', mode='floor')


def roll_float_dims(t):
    return t.roll(shifts=1, dims=1.5)


def abs_with_argument(t):
    return t.abs(1)


def sum_string_axis(t):
    return t.sum('0')


def mean_keepdim_string(t):
    return t.mean(0, 'yes')


def max_all(t):
    return t.max()


def max_axis_keepdims(t):
    return t.max(1, True)


def max_axis_keyword(t):
    return t.max(axis=0)


def min_dim_keepdim_keywords(t):
    return t.min(dim=1, keepdim=False)[0]


def clamp_numbers(t):
    return t.clamp(2, 4)


def clamp_min_keyword(t):
    return t.clamp(min=3)


def add_number_alpha(t):
    return t.add(2, alpha=3)


def add_tensor(t):
    return t.add(t)


def sum_axis_tuple(t):
    return t.sum((0, 1))


def sum_dim_keepdim(t):
    return t.sum(dim=1, keepdim=True)


def mean_axis(t):
    return t.mean(0)


def reshape_varargs(t):
    return t.reshape(3, 2)


def reshape_tuple(t):
    return t.reshape((3, 2))


def transpose_dims(t):
    return t.transpose(1, 0)


def max_dim_positional(t):
    return t.max(0)


def min_dim_keyword_tuple(t):
    return t.min(dim=1)[1]


def mean_dim_keepdim(t):
    return t.mean(dim=0, keepdim=True)


def sub_tensor_alpha(t):
    return t.sub(t, alpha=2)


class Call(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x):
        return self.fn(x)


x = Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], np.float32))
i = Tensor(np.array([3, 1, 2], np.int32))
# the first 14 are rejected, the rest accepted (each overload family); PyNative tries the
# deprecated overload last, Graph mode first: x.max(0) is (values, indices) in PyNative, a Tensor in Graph
for fn, arg in [(max_axis_and_list, x), (max_unknown_keywords, x), (max_keepdims_int, x), (max_initial_list, x), (max_unknown_keyword_after_positionals, x), (min_three_positionals, x), (clamp_three_positionals, x), (clamp_wrong_keyword, x), (add_alpha_by_position, x), (div_unknown_keyword, x), (roll_float_dims, i), (abs_with_argument, x), (sum_string_axis, x), (mean_keepdim_string, x), (max_all, x), (max_axis_keepdims, x), (max_axis_keyword, x), (min_dim_keepdim_keywords, x), (clamp_numbers, x), (clamp_min_keyword, x), (add_number_alpha, x), (add_tensor, x), (sum_axis_tuple, x), (sum_dim_keepdim, x), (mean_axis, x), (reshape_varargs, x), (reshape_tuple, x), (transpose_dims, x), (max_dim_positional, x), (min_dim_keyword_tuple, x), (mean_dim_keepdim, x), (sub_tensor_alpha, x)]:
    emit_error(fn.__name__, lambda: Call(fn)(arg).asnumpy())
