"""Errors of the Cell containers and of Cell.insert_child_to_cell, with MindSpore 2.10's classes and messages:
a CellDict's missing key in Graph mode is a ValueError (msgraph: KeyError); CellList[i] = 3 is the AttributeError
of renaming an int (msgraph: TypeError); insert_child_to_cell(3, cell) is a TypeError (msgraph: KeyError);
SequentialCell((a, b)) / SequentialCell({...}) are TypeErrors (msgraph built them); CellDict.update([3]) is a
TypeError (msgraph: ValueError). Found by the adapt37pm sweep (session 37)."""
from collections import OrderedDict
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit, emit_error


class Sc(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = Parameter(Tensor(np.array([k], np.float32)), name="k")

    def construct(self, x):
        return x * self.k


class CDNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cd = nn.CellDict({"a": Sc(2.0), "b": Sc(3.0)})

    def construct(self, x, key):
        return self.cd[key](x)


def message(fn):
    try:
        fn()
    except Exception as e:  # noqa: BLE001
        return type(e).__name__ + ": " + str(e).splitlines()[0]
    return "no error"


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("celldict_key", CDNet()(x, "b"))
emit_error("celldict_missing_key", CDNet(), x, "zz")
emit_error("celllist_setitem_int", lambda: nn.CellList([Sc(1.0)]).__setitem__(0, 5))
emit_error("celllist_setitem_str_index", lambda: nn.CellList([Sc(1.0)]).__setitem__("0", Sc(2.0)))
emit("celllist_setitem_oob", message(lambda: nn.CellList([Sc(1.0)]).__setitem__(4, Sc(2.0))))
emit("celllist_del_oob", message(lambda: nn.CellList([Sc(1.0)]).__delitem__(5)))
emit_error("celllist_del_str", lambda: nn.CellList([Sc(1.0)]).__delitem__("0"))
emit("celllist_append_int", message(lambda: nn.CellList().append(3)))
emit_error("insert_child_int_name", lambda: Sc(1.0).insert_child_to_cell(3, Sc(2.0)))
emit("insert_child_dot_name", message(lambda: Sc(1.0).insert_child_to_cell("a.b", Sc(2.0))))
emit("insert_child_int_cell", message(lambda: Sc(1.0).insert_child_to_cell("c", 3)))
emit("insert_param_dot_name", message(lambda: Sc(1.0).insert_param_to_cell("a.b", Parameter(Tensor([1.0])))))
emit("insert_param_int", message(lambda: Sc(1.0).insert_param_to_cell("q", 3)))
emit_error("sequential_tuple", lambda: nn.SequentialCell((Sc(1.0), Sc(2.0))))
emit("sequential_dict", message(lambda: nn.SequentialCell({"a": Sc(1.0)})))
emit("sequential_list_int", message(lambda: nn.SequentialCell([Sc(1.0), 3])))
emit("sequential_od", nn.SequentialCell(OrderedDict([("a", Sc(2.0)), ("b", Sc(3.0))]))(x))
emit_error("celldict_update_int_item", lambda: nn.CellDict().update([3]))
emit("celldict_update_triple", message(lambda: nn.CellDict().update([("c", Sc(3.0), 1)])))
emit("celldict_update_int", message(lambda: nn.CellDict().update(3)))
emit("celldict_init_int", message(lambda: nn.CellDict(3)))


def renamed(prefix):
    d = nn.Dense(1, 1)
    d.update_parameters_name(prefix)
    return [q.name for q in d.get_parameters()]


# update_parameters_name checks its prefix with MindSpore's name pattern (msgraph renamed with any prefix)
emit("update_parameters_name_slash", message(lambda: renamed("net/")))
emit("update_parameters_name_space", message(lambda: renamed("a b")))
emit("update_parameters_name_ok", renamed("x.y-z_"))
emit_error("update_parameters_name_int", lambda: renamed(3))
