"""CellList / SequentialCell / CellDict variants, eager methods and inside construct (both modes)."""
from collections import OrderedDict
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case


class Sc(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = Parameter(Tensor(np.array([k], np.float32)), name="k")

    def construct(self, x):
        return x * self.k


X = Tensor(np.array([1.0, 2.0], np.float32))


def names(c):
    return [n for n, _ in c.parameters_and_names()]


def kinds(c):
    return [type(x).__name__ + (str(float(x.k.asnumpy()[0])) if isinstance(x, Sc) else "") for x in c]


# CellList eager
case("cl_len_empty", lambda: len(nn.CellList()))
case("cl_append", lambda: (lambda c: (c.append(Sc(1)), c.append(Sc(2)), kinds(c), names(c))[2:])(nn.CellList()))
case("cl_insert_neg", lambda: (lambda c: (c.insert(-1, Sc(9)), kinds(c), names(c))[1:])(nn.CellList([Sc(1), Sc(2)])))
case("cl_insert_end", lambda: (lambda c: (c.insert(2, Sc(9)), kinds(c))[1])(nn.CellList([Sc(1), Sc(2)])))
case("cl_insert_big", lambda: (lambda c: (c.insert(10, Sc(9)), kinds(c))[1])(nn.CellList([Sc(1), Sc(2)])))
case("cl_insert_bigneg", lambda: (lambda c: (c.insert(-10, Sc(9)), kinds(c))[1])(nn.CellList([Sc(1), Sc(2)])))
case("cl_insert_empty", lambda: (lambda c: (c.insert(0, Sc(9)), kinds(c))[1])(nn.CellList()))
case("cl_extend", lambda: (lambda c: (c.extend([Sc(3), Sc(4)]), kinds(c), names(c))[1:])(nn.CellList([Sc(1)])))
case("cl_extend_bad", lambda: nn.CellList([Sc(1)]).extend(Sc(3)))
case("cl_extend_notcell", lambda: nn.CellList([Sc(1)]).extend([3]))
case("cl_append_notcell", lambda: nn.CellList().append(3))
case("cl_init_notcell", lambda: nn.CellList([Sc(1), 2]))
case("cl_init_tuple", lambda: kinds(nn.CellList((Sc(1), Sc(2)))))
case("cl_slice", lambda: (lambda c: (type(c[1:]).__name__, kinds(c[1:]), kinds(c[::-1]), names(c[1:])))(nn.CellList([Sc(1), Sc(2), Sc(3)])))
case("cl_neg_index", lambda: kinds([nn.CellList([Sc(1), Sc(2), Sc(3)])[-1]]))
case("cl_index_oob", lambda: nn.CellList([Sc(1)])[3])
case("cl_index_str", lambda: nn.CellList([Sc(1)])["0"])
case("cl_setitem", lambda: (lambda c: (c.__setitem__(0, Sc(7)), kinds(c), names(c))[1:])(nn.CellList([Sc(1), Sc(2)])))
case("cl_setitem_neg", lambda: (lambda c: (c.__setitem__(-1, Sc(7)), kinds(c))[1])(nn.CellList([Sc(1), Sc(2)])))
case("cl_setitem_notcell", lambda: nn.CellList([Sc(1)]).__setitem__(0, 5))
case("cl_setitem_oob", lambda: nn.CellList([Sc(1)]).__setitem__(4, Sc(2)))
case("cl_del", lambda: (lambda c: (c.__delitem__(0), kinds(c), names(c), [n for n, _ in c.cells_and_names()])[1:])(nn.CellList([Sc(1), Sc(2), Sc(3)])))
case("cl_del_slice", lambda: (lambda c: (c.__delitem__(slice(0, 2)), kinds(c), [n for n, _ in c.cells_and_names()])[1:])(nn.CellList([Sc(1), Sc(2), Sc(3)])))
case("cl_del_neg", lambda: (lambda c: (c.__delitem__(-1), kinds(c))[1])(nn.CellList([Sc(1), Sc(2), Sc(3)])))
case("cl_del_oob", lambda: nn.CellList([Sc(1)]).__delitem__(5))
case("cl_iadd", lambda: (lambda c: (c.__iadd__([Sc(5)]), kinds(c))[1])(nn.CellList([Sc(1)])))
case("cl_bool", lambda: (bool(nn.CellList()), bool(nn.CellList([Sc(1)]))))
case("cl_cells_names", lambda: [n for n, _ in nn.CellList([Sc(1), nn.CellList([Sc(2), Sc(3)])]).cells_and_names()])
case("cl_param_names_nested", lambda: names(nn.CellList([Sc(1), nn.CellList([Sc(2), Sc(3)])])))
case("cl_celldict_embed", lambda: nn.CellList([nn.CellDict({"a": Sc(1)})]))
case("cl_celldict_append", lambda: nn.CellList().append(nn.CellDict({"a": Sc(1)})))
case("cl_call", lambda: nn.CellList([Sc(1)])(X))

# SequentialCell
case("sq_list", lambda: (lambda s: (s(X), names(s)))(nn.SequentialCell([Sc(2), Sc(3)])))
case("sq_args", lambda: (lambda s: (s(X), names(s)))(nn.SequentialCell(Sc(2), Sc(3))))
case("sq_od", lambda: (lambda s: (s(X), names(s), [n for n, _ in s.cells_and_names()]))(nn.SequentialCell(OrderedDict([("a", Sc(2)), ("b", Sc(3))]))))
case("sq_dict", lambda: (lambda s: (s(X), names(s)))(nn.SequentialCell({"a": Sc(2), "b": Sc(3)})))
case("sq_od_getitem", lambda: (lambda s: (kinds([s[1]]), kinds([s[-1]]), type(s[0:1]).__name__, names(s[1:])))(nn.SequentialCell(OrderedDict([("a", Sc(2)), ("b", Sc(3))]))))
case("sq_append", lambda: (lambda s: (s.append(Sc(4)), s(X), names(s))[1:])(nn.SequentialCell([Sc(2)])))
case("sq_insert", lambda: (lambda s: (s.insert(0, Sc(4)), s(X), kinds(s), names(s))[1:])(nn.SequentialCell([Sc(2), Sc(3)])))
case("sq_extend", lambda: (lambda s: (s.extend([Sc(4)]), s(X), kinds(s))[1:])(nn.SequentialCell([Sc(2)])))
case("sq_del", lambda: (lambda s: (s.__delitem__(0), s(X), kinds(s), names(s))[1:])(nn.SequentialCell([Sc(2), Sc(3)])))
case("sq_setitem", lambda: (lambda s: (s.__setitem__(1, Sc(5)), s(X), names(s))[1:])(nn.SequentialCell([Sc(2), Sc(3)])))
case("sq_empty_call", lambda: nn.SequentialCell()(X))
case("sq_empty_len", lambda: len(nn.SequentialCell([])))
case("sq_notcell", lambda: nn.SequentialCell([Sc(1), 3]))
case("sq_bad_arg", lambda: nn.SequentialCell(3))
case("sq_nested", lambda: (lambda s: (s(X), names(s)))(nn.SequentialCell([Sc(2), nn.SequentialCell([Sc(3), Sc(4)])])))
case("sq_od_dupname", lambda: (lambda s: (s(X), names(s)))(nn.SequentialCell(OrderedDict([("a", Sc(2)), ("a", Sc(3))]))))
case("sq_same_cell_twice", lambda: (lambda c: (lambda s: (s(X), names(s), len(s)))(nn.SequentialCell([c, c])))(Sc(2)))

# CellDict
case("cd_basic", lambda: (lambda d: (list(d.keys()), kinds(d.values()), names(d), len(d)))(nn.CellDict({"b": Sc(1), "a": Sc(2)})))
case("cd_list_pairs", lambda: (lambda d: (list(d.keys()), names(d)))(nn.CellDict([["x", Sc(1)], ("y", Sc(2))])))
case("cd_od", lambda: list(nn.CellDict(OrderedDict([("z", Sc(1)), ("y", Sc(2))])).keys()))
case("cd_celldict", lambda: list(nn.CellDict(nn.CellDict({"z": Sc(1)})).keys()))
case("cd_iter", lambda: list(iter(nn.CellDict({"b": Sc(1), "a": Sc(2)}))))
case("cd_contains", lambda: ("b" in nn.CellDict({"b": Sc(1)}), "q" in nn.CellDict({"b": Sc(1)})))
case("cd_pop", lambda: (lambda d: (kinds([d.pop("b")]), list(d.keys()), names(d)))(nn.CellDict({"b": Sc(1), "a": Sc(2)})))
case("cd_pop_missing", lambda: nn.CellDict({"b": Sc(1)}).pop("q"))
case("cd_getitem_missing", lambda: nn.CellDict({"b": Sc(1)})["q"])
case("cd_del", lambda: (lambda d: (d.__delitem__("a"), list(d.keys()))[1])(nn.CellDict({"b": Sc(1), "a": Sc(2)})))
case("cd_del_missing", lambda: nn.CellDict({"b": Sc(1)}).__delitem__("q"))
case("cd_clear", lambda: (lambda d: (d.clear(), len(d), names(d))[1:])(nn.CellDict({"b": Sc(1), "a": Sc(2)})))
case("cd_update_dict", lambda: (lambda d: (d.update({"c": Sc(3), "a": Sc(9)}), list(d.keys()), kinds(d.values()))[1:])(nn.CellDict({"b": Sc(1), "a": Sc(2)})))
case("cd_update_list", lambda: (lambda d: (d.update([("c", Sc(3))]), list(d.keys()))[1])(nn.CellDict({"b": Sc(1)})))
case("cd_update_bad", lambda: nn.CellDict({"b": Sc(1)}).update([("c", Sc(3), 1)]))
case("cd_update_notiter", lambda: nn.CellDict({"b": Sc(1)}).update(3))
case("cd_update_celllist", lambda: nn.CellDict({"b": Sc(1)}).update([("c", nn.CellList([Sc(3)]))]))
case("cd_update_notcell", lambda: nn.CellDict({"b": Sc(1)}).update([("c", 3)]))
case("cd_setitem_int", lambda: nn.CellDict().__setitem__(1, Sc(1)))
case("cd_setitem_scope", lambda: nn.CellDict().__setitem__("_scope", Sc(1)))
case("cd_setitem_dot", lambda: nn.CellDict().__setitem__(".a", Sc(1)))
case("cd_setitem_empty", lambda: nn.CellDict().__setitem__("", Sc(1)))
case("cd_setitem_none", lambda: nn.CellDict().__setitem__("a", None))
case("cd_setitem_int_cell", lambda: nn.CellDict().__setitem__("a", 1))
case("cd_setitem_existing_attr", lambda: (lambda d: (d.__setitem__("training", Sc(1)), list(d.keys()))[1])(nn.CellDict()))
case("cd_init_bad", lambda: nn.CellDict(3))
case("cd_init_celllist", lambda: nn.CellDict({"a": nn.CellList([Sc(1)])}))
case("cd_init_seq", lambda: list(nn.CellDict({"a": nn.SequentialCell([Sc(1)])}).keys()))
case("cd_call", lambda: nn.CellDict({"a": Sc(1)})(X))
case("cd_items", lambda: [(k, type(v).__name__) for k, v in nn.CellDict({"b": Sc(1), "a": Sc(2)}).items()])
case("cd_names_cells", lambda: [n for n, _ in nn.CellDict({"b": Sc(1), "a": nn.SequentialCell([Sc(2)])}).cells_and_names()])


# In construct
class CLNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = nn.CellList([Sc(2), Sc(3), Sc(4)])

    def construct(self, x):
        out = ()
        for i, c in enumerate(self.cl):
            x = c(x)
            out = out + (x + i,)
        return len(self.cl), self.cl[-1](x), self.cl[0:2][1](x), out


case("g_celllist", lambda: CLNet()(X))
case("g_celllist_grad", lambda: (lambda n: ops.GradOperation(get_by_list=True)(lambda x: n(x)[1], n.trainable_params())(X))(CLNet()))


class CLIdx(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = nn.CellList([Sc(2), Sc(3), Sc(4)])

    def construct(self, x, i):
        return self.cl[i](x)


case("g_celllist_tensor_index", lambda: CLIdx()(X, Tensor(1, ms.int32)))
case("g_celllist_int_index", lambda: CLIdx()(X, 2))
case("g_celllist_neg_int_index", lambda: CLIdx()(X, -1))
case("g_celllist_oob_index", lambda: CLIdx()(X, 5))


class CDNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cd = nn.CellDict({"a": Sc(2), "b": Sc(3)})

    def construct(self, x, key):
        r = self.cd[key](x)
        for k in self.cd.keys():
            r = r + self.cd[k](x)
        ks = self.cd.keys()
        vs = [v(x) for v in self.cd.values()]
        its = [(k, v(x)) for k, v in self.cd.items()]
        return r, ks, vs[0], its[1][0], "a" in self.cd, len(self.cd)


case("g_celldict", lambda: CDNet()(X, "b"))
case("g_celldict_missing", lambda: CDNet()(X, "zz"))


class SQNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sq = nn.SequentialCell(OrderedDict([("a", Sc(2)), ("b", Sc(3)), ("r", nn.ReLU())]))

    def construct(self, x):
        return self.sq(x), self.sq[1](x), self.sq[:2](x), len(self.sq), self.sq[-1](x - 5)


case("g_seq", lambda: SQNet()(X))
case("g_seq_grad", lambda: (lambda n: ops.GradOperation(get_all=True, get_by_list=True)(lambda x: n(x)[0], n.trainable_params())(X))(SQNet()))


class ZipNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = nn.CellList([Sc(2), Sc(3)])
        self.b = nn.CellList([Sc(5), Sc(7)])

    def construct(self, x):
        r = x
        for c1, c2 in zip(self.a, self.b):
            r = c1(r) + c2(x)
        return r


case("g_zip", lambda: ZipNet()(X))


class ParamListNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ps = nn.CellList([Sc(1.5)])
        self.ps.append(Sc(2.5))

    def construct(self, x):
        s = 0
        for c in self.ps:
            s = s + c.k
        return s * x


case("g_param_in_list", lambda: ParamListNet()(X))
case("g_param_in_list_names", lambda: names(ParamListNet()))
