"""compiler/syntax/simple_expression variants: ~x, and/or/not, chained compares, in / not in, augmented
assignment over dtypes, raise in control flow, zip/map, sequence getitem, unsupported syntax."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, jit, Parameter
from mindspore.ops import operations as P
from _h import case


class Inv(nn.Cell):
    def construct(self, x):
        return ~x


inv = Inv()
for lab, v in [("int0", 0), ("intneg", -5), ("bool", True), ("i8", Tensor(np.array([1, -2, 127], np.int8))),
               ("u8", Tensor(np.array([0, 1, 255], np.uint8))), ("i64_0d", Tensor(3)),
               ("booltensor", Tensor([True, False])), ("f32", Tensor([1.5])), ("float", 1.1),
               ("tuple", (1, 2))]:
    case("invert_" + lab, lambda v=v: inv(v))


class And(nn.Cell):
    def construct(self, x, y):
        return x and y


class Or(nn.Cell):
    def construct(self, x, y):
        return x or y


class Not(nn.Cell):
    def construct(self, x):
        return not x


for lab, x, y in [("ints", 0, 3), ("ints2", 2, 3), ("float0", 0.0, 2.5), ("none", None, 1),
                  ("t1", Tensor([1]), Tensor([2])), ("t0", Tensor([0]), Tensor([2])),
                  ("tf", Tensor(0.0), Tensor(2.0)), ("tuple_empty", (), (1,)), ("list", [1], [2]),
                  ("str", "", "a"), ("t_multi", Tensor([1, 2]), Tensor([3])), ("int_t", 0, Tensor([5]))]:
    case("and_" + lab, lambda x=x, y=y: And()(x, y))
    case("or_" + lab, lambda x=x, y=y: Or()(x, y))
    case("not_" + lab, lambda x=x: Not()(x))


class Cmp(nn.Cell):
    def construct(self, x, y, z):
        return x > y > z


class Cmp2(nn.Cell):
    def construct(self, x, y, z):
        return x < y <= z != x


for lab, a in [("ints", (3, 2, 1)), ("ints_f", (3, 2, 2)), ("floats", (1.5, 1.0, -0.0)),
               ("t", (Tensor([3]), Tensor([2]), Tensor([1]))), ("t_f", (Tensor([3.0]), Tensor([4.0]), Tensor([1.0]))),
               ("mixed", (Tensor([3]), 2, Tensor([1]))), ("t2", (Tensor([3, 1]), Tensor([2, 0]), Tensor([1, -1])))]:
    case("cmp_" + lab, lambda a=a: Cmp()(*a))
    case("cmp2_" + lab, lambda a=a: Cmp2()(*a))


class In(nn.Cell):
    def construct(self, x, y):
        return x in y, x not in y


for lab, x, y in [("int_tuple", 1, (1, 2)), ("int_list", 3, [1, 2]), ("str_dict", "a", {"a": 1}),
                  ("str_str", "ab", "xaby"), ("t_tuple", Tensor([1]), (Tensor([1]), Tensor([2]))),
                  ("t_list_other", Tensor([3]), [Tensor([1]), Tensor([2])]),
                  ("int_t", 2, Tensor([1, 2, 3])), ("float_tuple", 1.0, (1, 2)), ("none_tuple", None, (None, 1))]:
    case("in_" + lab, lambda x=x, y=y: In()(x, y))


# augmented assignment over dtypes
for dt in (np.int8, np.uint8, np.int16, np.int32, np.int64, np.float16, np.float32, np.float64, np.bool_):
    @jit
    def aug(x, y):
        a = x
        a += y
        b = x
        b *= y
        c = x
        c -= y
        return a, b, c
    x = Tensor(np.array([3, 0, 1], dt))
    y = Tensor(np.array([2, 1, 1], dt))
    case("aug_tt_" + np.dtype(dt).name, lambda: aug(x, y))

    @jit
    def aug2(x):
        a = x
        a /= 2
        b = x
        b //= 2
        c = x
        c %= 2
        d = x
        d **= 2
        return a, b, c, d
    case("aug_tn_" + np.dtype(dt).name, lambda: aug2(x))


@jit
def aug_num(x):
    a = 7
    a //= x
    b = 7
    b %= x
    c = 2
    c **= x
    d = 7
    d /= x
    return a, b, c, d


for lab, v in [("t_i32", Tensor(np.array([2, -3], np.int32))), ("t_f", Tensor(np.array([2.0, -3.0], np.float32))),
               ("int", 3), ("neg", -3), ("float", 2.5)]:
    case("numaug_" + lab, lambda v=v: aug_num(v))


class AugList(nn.Cell):
    def construct(self, x):
        a = [1, 2]
        a += [x]
        b = (x,)
        b *= 2
        s = "ab"
        s *= 2
        return a, b, s


case("aug_seq", lambda: AugList()(Tensor([5])))


# assign over dtypes with Parameter
for dt in (np.bool_, np.int8, np.uint8, np.int16, np.float16, np.float64):
    class Assign(nn.Cell):
        def __init__(self, x, y):
            super().__init__()
            self.y = Parameter(y, name="y")
            self.x = x

        def construct(self):
            P.Assign()(self.y, self.x)
            return self.y
    x = Tensor(np.array([[1, 0], [1, 1]], dt))
    y = Tensor(np.zeros((2, 2), dt))
    case("assign_" + np.dtype(dt).name, lambda: Assign(x, y)())
case("assign_dtype_mismatch", lambda: P.Assign()(Parameter(Tensor(np.zeros(2, np.float32)), name="w"),
                                                  Tensor(np.ones(2, np.int32))))


class AssignMis(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.zeros(2, np.float32)), name="w")

    def construct(self, v):
        P.Assign()(self.w, v)
        return self.w


case("assign_cell_int_into_f32", lambda: AssignMis()(Tensor(np.array([1, 2], np.int32))))
case("assign_cell_f64_into_f32", lambda: AssignMis()(Tensor(np.array([1.5, 2], np.float64))))
case("assign_cell_shape", lambda: AssignMis()(Tensor(np.array([1.5, 2, 3], np.float32))))


# raise in control flow
@jit
def rz(x, y):
    if x > y:
        raise ValueError("x is bigger than y")
    return x + y


@jit
def rz2(x):
    if x.sum() > 3:
        raise TypeError(f"too big {x}")
    return x * 2


@jit
def rz3(x, n):
    for i in range(n):
        if i == 2:
            raise RuntimeError("loop", i)
    return x


@jit
def rz4(x):
    raise NotImplementedError


@jit
def rz5(x):
    if x > 1:
        raise KeyError("k")
    return x


@jit
def rz6(x):
    assert x.sum() < 2, "assert msg"
    return x


case("raise_t_true", lambda: rz(Tensor([2]), Tensor([1])))
case("raise_t_false", lambda: rz(Tensor([0]), Tensor([1])))
case("raise_int_true", lambda: rz(3, 1))
case("raise_int_false", lambda: rz(1, 3))
case("raise_fstr", lambda: rz2(Tensor([2.0, 3.0])))
case("raise_fstr_no", lambda: rz2(Tensor([0.5, 0.5])))
case("raise_loop", lambda: rz3(Tensor([1]), 3))
case("raise_loop_no", lambda: rz3(Tensor([1]), 2))
case("raise_bare_class", lambda: rz4(Tensor([1])))
case("raise_keyerror", lambda: rz5(Tensor(2)))
case("assert_t", lambda: rz6(Tensor([1.0, 2.0])))
case("assert_t_ok", lambda: rz6(Tensor([0.5, 0.2])))
case("raise_grad", lambda: ops.grad(rz)(Tensor([2.0]), Tensor([1.0])))
case("raise_grad_ok", lambda: ops.grad(rz)(Tensor([0.0]), Tensor([1.0])))


# zip / map / sequence getitem
@jit
def zp(x, y):
    out = ()
    for a, b in zip(x, y):
        out += (a * b,)
    return out


case("zip_tuples", lambda: zp((1, 2, 3), (4, 5)))
case("zip_tensor", lambda: zp(Tensor([[1, 2], [3, 4]]), Tensor([5, 6, 7])))
case("zip_list_t", lambda: zp([Tensor([1.0]), Tensor([2.0])], (3, 4)))
case("zip_int", lambda: zp(1, (1, 2)))


@jit
def mp(x, y):
    return tuple(map(lambda a, b: a + b, x, y))


case("map_tuples", lambda: mp((1, 2, 3), (4, 5, 6)))
case("map_unequal", lambda: mp((1, 2, 3), (4, 5)))
case("map_tensor", lambda: mp((Tensor([1]), Tensor([2])), (3, 4)))


@jit
def gi(x, i):
    return x[i]


for lab, seq, i in [("neg", (1, 2, 3), -1), ("oob", (1, 2, 3), 3), ("oobneg", (1, 2, 3), -4),
                    ("slice_step", (1, 2, 3, 4, 5), slice(None, None, -2)), ("list_t", [Tensor([1]), 2], 0),
                    ("tensor_idx", (1, 2, 3), Tensor(1)), ("str", "abc", 1), ("float_idx", (1, 2), 1.0),
                    ("bool_idx", (1, 2), True)]:
    case("getitem_" + lab, lambda seq=seq, i=i: gi(seq, i))


class ComplexNum(nn.Cell):
    def construct(self, x):
        return x + 3.14j


class TryStmt(nn.Cell):
    def construct(self, x, y):
        try:
            val = x + y
        finally:
            val = x
        return val


class AttrAug(nn.Cell):
    def construct(self, x, y):
        x.id_ += y
        return x


class Comp(nn.Cell):
    def construct(self, x, y):
        return [m + y for l in x for m in l]


class WithStmt(nn.Cell):
    def construct(self, x):
        with open("f") as f:
            x = x + 1
        return x


class Lambda(nn.Cell):
    def construct(self, x):
        f = lambda a, *b: a + len(b)
        return f(x, 1, 2)


class Starred(nn.Cell):
    def construct(self, x):
        a, *b = (x, 1, 2)
        return a, b


class Walrus(nn.Cell):
    def construct(self, x):
        if (n := x + 1) > 2:
            return n
        return x


class DelStmt(nn.Cell):
    def construct(self, x):
        a = x + 1
        del a
        return x


class Yield(nn.Cell):
    def construct(self, x):
        yield x


class GlobalStmt(nn.Cell):
    def construct(self, x):
        global gg
        gg = x
        return x




case("unsup_complex", lambda: ComplexNum()(Tensor(np.ones(2, np.float32))))
case("unsup_try", lambda: TryStmt()(Tensor([1.0]), Tensor([2.0])))
case("unsup_attr_aug", lambda: AttrAug()([3, 1], 2))
case("comp_nested", lambda: Comp()([[1, 2], [3]], 2))
case("unsup_with", lambda: WithStmt()(Tensor([1.0])))
case("lambda_star", lambda: Lambda()(Tensor([1.0])))
case("starred_assign", lambda: Starred()(Tensor([1.0])))
case("walrus", lambda: Walrus()(Tensor([5.0])))
case("del_stmt", lambda: DelStmt()(Tensor([1.0])))
case("yield", lambda: Yield()(Tensor([1.0])))
case("global_stmt", lambda: GlobalStmt()(Tensor([1.0])))
