"""Numbers of a list joined by a Tensor ``if`` (MindSpore 2.10's
tests/st/compiler/control/test_list_join_to_dyn_len_list.py::test_value_list_join, found by logging jit return
values): ``l[1] + l[0]`` of ``l = [1, 2]`` or ``[3, 4, 5]`` is a 0-d Int64 Tensor, as is any operation on an element
that differs between the branches (float: Float32, comparisons: Bool); the element itself, ``l[0] + 0``,
``l[0] * 1``, an element equal in both branches, a joined tuple's or a joined number's stay Python numbers.
msgraph returned Python numbers for all of them."""
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit


@jit
def different_lengths(x):
    list1 = [1, 2]
    list2 = [3, 4, 5]
    if x > 1:
        list3 = list1
    else:
        list3 = list2
    return list3[1] + list3[0], list3[0]


@jit
def same_lengths(x):
    if x > 1:
        l3 = [1, 2, 7]
    else:
        l3 = [3, 4, 7]
    y = l3[0]
    return y + 1, y * l3[1], -y, y > l3[1], y - 0, y // 1, y + y, l3[2] + 1, y, y + 0, y * 1, 0 + y, 1 * y


@jit
def floats_and_conversions(x):
    if x > 1:
        l3 = [1.5, 2]
    else:
        l3 = [3.5, 4]
    return l3[0] * 2, l3[1] * 2, float(l3[1]), int(l3[1]) + 1, Tensor(l3[1]), l3[0] + x


@jit
def expression_if(x):
    l3 = [1, 2] if x > 1 else [3, 4]
    return l3[0] + 1


@jit
def assigned_in_one_branch(x):
    l3 = [1, 2]
    if x > 1:
        l3 = [3, 4]
    return l3[0] + 1


@jit
def not_lists(x):
    if x > 1:
        a = 1
        t = (1, 2)
        d = {'a': 1}
    else:
        a = 3
        t = (3, 4)
        d = {'a': 2}
    return a + 1, t[1] + t[0], d['a'] + 1


x = Tensor([2])
emit("different_lengths", different_lengths(x))
emit("same_lengths", same_lengths(x))
emit("floats_and_conversions", floats_and_conversions(x))
emit("expression_if", expression_if(x))
emit("assigned_in_one_branch", assigned_in_one_branch(x))
emit("not_lists", not_lists(x))
emit("else_branch", different_lengths(Tensor([0])))
