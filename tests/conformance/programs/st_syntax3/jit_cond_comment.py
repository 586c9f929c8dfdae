"""``if c:  # @jit.cond: True`` (``False``): MindSpore's parser takes the branch the comment names."""
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def f_true(x):
    if x == 2:  # @jit.cond: True
        return x + 1
    return x - 1


@jit
def f_false(x):
    if x == 2:  # @jit.cond: False
        return x + 1
    return x - 1


@jit
def f_other_comment(x):
    if x == 2:  # jit.cond True (not the marker)
        return x + 1
    return x - 1


@jit
def f_elif(x):
    if x > 5:
        return x * 10
    elif x == 2:  # @jit.cond: False
        return x + 1
    return x - 1


emit("true_on_2", f_true(Tensor(2)))
emit("true_on_3", f_true(Tensor(3)))
emit("false_on_2", f_false(Tensor(2)))
emit("plain_comment_2", f_other_comment(Tensor(2)))
emit("plain_comment_3", f_other_comment(Tensor(3)))
emit("elif_false_2", f_elif(Tensor(2)))
emit("elif_false_7", f_elif(Tensor(7)))
