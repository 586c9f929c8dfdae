"""graph_syntax/list, dict, tuple (test_list_assign / insert / index / reverse / append / number_mul, test_dict_fromkeys
/ haskey / update / clear, tuple tests): list and dict methods on constants, Tensors and inputs, slices assigned,
errors; P eager, J @ms.jit, G Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

C, reg = registry()
X = Tensor(np.array([1.5, -2.5, 3.0], np.float32))
I0 = Tensor(2, ms.int32)


@reg()
def assign_nested():
    l = [[1], [2, 2], [[3, 3, 3]]]
    l[0] = [100]
    l[-2][-1] = 21
    l[2][0][1] = 301
    return l


@reg(X)
def assign_tensor_nested(x):
    l = [[x], [x, x], [[x, x], [x, x]]]
    l[2][0][1] = x * 2
    return l[2][0][1] + l[0][0]


@reg([1, 2, 3, 4, 5, 6, 7, 8, 9], [11, 22, 33])
def slice_assign_args(a, b):
    a[1:4] = b
    return a


@reg()
def slice_assign_neg_step():
    a = [1, 2, 3, 4, 5]
    b = [11, 22, 33, 44, 55]
    a[-1:-4:-1] = b[-1:-4:-1]
    return a


@reg()
def slice_assign_step2():
    a = [1, 2, 3, 4]
    a[::2] = [11, 22]
    return a


@reg()
def slice_assign_bad_size():
    a = [1, 2, 3, 4]
    a[::2] = [11, 22, 33]
    return a


@reg()
def slice_assign_shrink_grow():
    a = [1, 2, 3, 4, 5]
    a[1:4] = [9]
    b = [1, 2]
    b[1:1] = [7, 8, 9]
    return a, b


@reg()
def slice_assign_tuple_rhs():
    a = [1, 2, 3, 4, 5]
    a[0:2] = (7, 8, 9)
    return a


@reg()
def slice_assign_int_rhs():
    a = [1, 2, 3]
    a[0:2] = 5
    return a


@reg()
def slice_of_slice_assign():
    a = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    a[::2][:3:2] = [11, 22]
    return a


@reg()
def assign_out_of_range():
    a = [1, 2, 3]
    a[3] = 4
    return a


@reg()
def unpack_list_target():
    [a, b, c, d, [e, f]] = [1, 2, 3, 4, [5, 6]]
    return a, b, c, d, e, f


@reg(X)
def insert_mixed(x):
    l = [Tensor([1]), Tensor([3])]
    l.insert(0, 2)
    l.insert(2, 9)
    l.insert(-10, 0)
    return l


@reg()
def insert_float_index():
    l = [1, 2]
    l.insert(1.0, 3)
    return l


@reg()
def insert_tensor_result():
    l = [1, 3, 4]
    l.insert(1, 2)
    return Tensor(l)


@reg()
def index_mixed():
    x = ['1', '2', 3, 4]
    return x.index('2'), x.index(3), [1, 2, 1].index(1, 1)


@reg()
def index_tensor():
    x = [Tensor([1]), Tensor([2]), Tensor([3])]
    return x.index(Tensor([3]))


@reg()
def index_not_found():
    return [1, 2, 3].index(5)


@reg()
def index_tensor_not_found():
    return [1, 2, 3].index(Tensor(1))


@reg()
def reverse_mixed():
    x = ['a', ('bb', '2', 3), 20, 4]
    x.reverse()
    e = []
    e.reverse()
    return x, e


@reg(X)
def append_tensor(x):
    l = []
    for i in range(3):
        l.append(x * i)
    return l, len(l)


@reg(3)
def number_mul_list(n):
    return [1, 2] * n, n * [0], (1,) * n, [X] * 2, [1] * 0, [1] * -1


@reg(I0)
def tensor_mul_list(n):
    return [1, 2] * n


@reg()
def list_mul_float():
    return [1, 2] * 2.0


@reg()
def fromkeys_forms():
    x = {'a': 1}
    return (str(x.fromkeys(['1', '2'])), str(x.fromkeys(('1', '2'), 5)), str(dict.fromkeys('ab', [1])),
            str(x.fromkeys({'c': 1, 'd': 2}.keys(), (1, 2))))


@reg()
def fromkeys_bad():
    return dict.fromkeys(1)


@reg()
def haskey():
    x = {'a': 1, 'b': 2}
    return x.has_key('a'), x.has_key('c')


@reg(X)
def dict_update(x):
    d = {'a': 1, 'b': 2}
    d.update({'b': 4, 'c': x})
    d.update({'dd': {'ab': 12}})
    return d


@reg()
def dict_clear():
    d = {'a': 1, 'b': 2}
    d.clear()
    e = {}
    e.clear()
    return d, e, len(d)


@reg(X)
def dict_get_pop(x):
    d = {'a': x, 'b': 2}
    return d.get('a'), d.get('c'), d.get('c', 5), list(d.keys()), d.values(), d.items()


@reg()
def dict_missing_key():
    d = {'a': 1}
    return d['b']


@reg({'a': 1, 'b': X})
def dict_input(d):
    return d['a'], d['b'] + 1, len(d), 'a' in d, 'c' in d


@reg((1, 2.0, True, None, 'a'))
def tuple_input(t):
    return t[0], t[1], t[2], t[3], t[4], t[-1:], len(t), t.count(2.0), t.index(True)


@reg()
def tuple_index_out_of_range():
    t = (1, 2)
    return t[2]


@reg(X)
def tuple_add_and_cmp(x):
    t = (1, 2) + (x,)
    return t, (1, 2) < (1, 3), (1, 2) == (1, 2), (1,) + () == (1,), max((3, 1, 2)), min([3, 1])


@reg([1, 2.5, True])
def list_input_sum(l):
    return sum(l), l[::-1], l + [4], len(l), 2.5 in l


@reg()
def list_compare():
    return [1, 2] < [1, 3], [1, 2] == [1, 2], [1, 2] != [2], [] == []


@reg()
def list_pop_remove_errors():
    l = [1, 2]
    l.remove(5)
    return l


@reg()
def list_pop_empty():
    l = []
    return l.pop()


@reg()
def list_extend_forms():
    l = [1]
    l.extend([2])
    l.extend((3, 4))
    l.extend("ab")
    return l


@reg()
def list_count_sort():
    l = [3, 1, 2, 3]
    return l.count(3), sorted(l), sorted(l, reverse=True), l


run_all(C)
