"""compiler/control variants of test_tensor_in_list, test_list_join_to_dyn_len_list, test_control_flow_specialize,
test_call_tuple_transform: `in` over lists / tuples of Tensors, lists / tuples joined by a Tensor `if` (other
lengths, contents, then indexed / len / iterated), closures with ifs called in while conditions, int grads,
lists built in loops under Tensor conditions."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit, Parameter
from mindspore import dtype as mstype
import mindspore.ops.functional as F
from _h import case


class InList(nn.Cell):
    def __init__(self, seq):
        super().__init__()
        self.seq = seq

    def construct(self, c):
        if c in self.seq:
            out = c + c
        else:
            out = c + 0
        return out


L = [Tensor([1], mstype.int32), Tensor([2], mstype.int32), Tensor([3], mstype.int32)]
for k in [1, 3, 4]:
    case("in_list_%d" % k, lambda k=k: InList(L)(Tensor([k], mstype.int32)))
    case("in_tuple_%d" % k, lambda k=k: InList(tuple(L))(Tensor([k], mstype.int32)))
case("in_list_f32", lambda: InList(L)(Tensor([2.0], mstype.float32)))
case("in_list_0d", lambda: InList(L)(Tensor(2, mstype.int32)))
case("in_list_2elem", lambda: InList(L)(Tensor([2, 3], mstype.int32)))
case("in_list_ints", lambda: InList([1, 2, 3])(Tensor([2], mstype.int32)))
case("in_list_mixed", lambda: InList([Tensor([5], mstype.int32), 2])(Tensor([2], mstype.int32)))


@jit
def not_in_list(c, a, b):
    if c not in [a, b]:
        return c * 10
    return c


case("not_in_list_t", lambda: not_in_list(Tensor([1.0]), Tensor([2.0]), Tensor([3.0])))
case("not_in_list_f", lambda: not_in_list(Tensor([3.0]), Tensor([2.0]), Tensor([3.0])))


@jit
def list_join(x):
    list1 = [1, 2]
    list2 = [3, 4, 5]
    if x > 1:
        list3 = list1
    else:
        list3 = list2
    out = list3[1] + list3[0]
    return out


case("list_join_t", lambda: list_join(Tensor([2])))
case("list_join_f", lambda: list_join(Tensor([0])))


@jit
def list_join_len(x):
    if x > 1:
        l = [1, 2]
    else:
        l = [3, 4, 5]
    return len(l)


case("list_join_len_t", lambda: list_join_len(Tensor([2])))
case("list_join_len_f", lambda: list_join_len(Tensor([0])))


@jit
def list_join_iter(x):
    if x > 1:
        l = [1, 2]
    else:
        l = [3, 4, 5]
    s = 0
    for v in l:
        s = s + v
    return s


case("list_join_iter_t", lambda: list_join_iter(Tensor([2])))
case("list_join_iter_f", lambda: list_join_iter(Tensor([0])))


@jit
def tuple_join_tensor(x, y):
    if x > y:
        t = (x, y)
    else:
        t = (y, x)
    return t[0] - t[1]


case("tuple_join_tensor", lambda: tuple_join_tensor(Tensor([1.0]), Tensor([3.0])))
case("tuple_join_tensor_grad", lambda: ms.grad(tuple_join_tensor, (0, 1))(Tensor([1.0]), Tensor([3.0])))


@jit
def list_tensor_join_len(x):
    if x.sum() > 1:
        l = [x, x * 2]
    else:
        l = [x]
    return l[0] + 1


case("list_tensor_join_len", lambda: list_tensor_join_len(Tensor([2.0])))


@jit
def list_append_loop(x, n):
    out = []
    i = 0
    while i < 3:
        if x > i:
            out.append(x * i)
        i = i + 1
    return out


case("list_append_loop_py_i", lambda: list_append_loop(Tensor([1.5]), 3))


@jit
def list_append_for(x):
    out = []
    for i in range(4):
        if x > i:
            out.append(x * i)
    return len(out)


case("list_append_for_cond", lambda: list_append_for(Tensor([1.5])))


def foo(x, y):
    for e in range(2):
        x = e * y
        if x >= 2:
            break
    if y >= x:
        x = x * y
    return x + y


case("spec_foo_int", lambda: F.grad(foo, grad_position=(0, 1))(Tensor(np.array([5], np.int32)), Tensor(np.array([3], np.int32))))
case("spec_foo_f32", lambda: F.grad(foo, grad_position=(0, 1))(Tensor(np.array([5.0], np.float32)), Tensor(np.array([3.0], np.float32))))
case("spec_foo_f32_small", lambda: F.grad(foo, grad_position=(0, 1))(Tensor(np.array([5.0], np.float32)), Tensor(np.array([1.5], np.float32))))
case("spec_foo_fwd", lambda: jit(foo)(Tensor(np.array([5.0], np.float32)), Tensor(np.array([1.5], np.float32))))


def foo2(x, y):
    for e in range(2):
        x = e * y
        if x >= 2:
            break
    if y >= 4:
        x = x * y
    else:
        x = x - y
    return x + y


case("spec_foo2_f32", lambda: F.grad(foo2, grad_position=(0, 1))(Tensor(np.array([5.0], np.float32)), Tensor(np.array([3.0], np.float32))))
case("spec_foo2_f32_b", lambda: F.grad(foo2, grad_position=(0, 1))(Tensor(np.array([5.0], np.float32)), Tensor(np.array([5.0], np.float32))))


class Renorm(nn.Cell):
    def __init__(self, w, b):
        super().__init__()
        self.w = Parameter(Tensor([w], mstype.float32), name='w')
        self.b = Parameter(Tensor([b], mstype.float32), name='b')

    def construct(self, x, y):
        def inner(x):
            if x >= 5:
                return x
            return x * 2

        def outer(x):
            if x >= inner(x):
                return x
            return -x

        while self.b < 2:
            if outer(self.b) <= self.b:
                y = self.w + outer(self.w)
            self.b = self.b + 1
            if y > inner(self.b):
                break
        return x + y


for lab, w, b in [("a", -1.0, -1.0), ("b", 2.0, 0.0), ("c", 1.0, 5.0), ("d", 3.0, 1.0)]:
    case("renorm_grad_" + lab, lambda w=w, b=b: F.grad(Renorm(w, b), grad_position=(0, 1))(Tensor([5.0]), Tensor([3.0])))
    case("renorm_fwd_" + lab, lambda w=w, b=b: Renorm(w, b)(Tensor([5.0]), Tensor([3.0])))


@jit
def dict_in_if(x):
    d = {"a": x, "b": x * 2}
    if x > 0:
        d["a"] = x * 3
    return d["a"] + d["b"]


case("dict_in_if_t", lambda: dict_in_if(Tensor([1.0])))
case("dict_in_if_f", lambda: dict_in_if(Tensor([-1.0])))
case("dict_in_if_grad", lambda: ms.grad(dict_in_if)(Tensor([1.0])))


@jit
def tuple_index_loop(x):
    t = (x, x * 2, x * 3)
    s = x * 0
    i = Tensor(0)
    while i < 3:
        s = s + t[i]
        i = i + 1
    return s


case("tuple_tensor_index_loop", lambda: tuple_index_loop(Tensor([1.0])))


@jit
def list_setitem_loop(x):
    l = [x, x, x]
    for i in range(3):
        if x > i:
            l[i] = x * i
    return l


case("list_setitem_loop", lambda: list_setitem_loop(Tensor([1.5])))
case("list_setitem_loop_grad", lambda: ms.grad(lambda v: list_setitem_loop(v)[2])(Tensor([2.5])))
