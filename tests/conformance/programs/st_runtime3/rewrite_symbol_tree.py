"""tests/st/rewrite (test_api, test_father_class, test_call_ops) adapted: mindspore.rewrite parses a network's
construct into nodes (flattened: one call or operation per statement), edits them (insert, erase, replace,
set_arg), prints the rewritten class and builds the new network, whose results are compared."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.rewrite import Node, NodeType, ScopedValue, SymbolTree
from _conf import emit


class Base(nn.Cell):
    def __init__(self, a):
        super().__init__()
        self.a = a

    def construct(self, x):
        return x

    def add_a(self, x):
        return x + self.a


class Mid(Base):
    def add_x(self, x):
        x = x + x
        return x


def ext(x):
    return x * 3


class Net(Mid):
    cvar = Tensor(1.0)
    fvar = ext

    def __init__(self, a):
        super().__init__(a)
        self.dense = nn.Dense(3, 3, weight_init="ones", bias_init="zeros")
        self.relu = nn.ReLU()
        self.flag = True

    def construct(self, x, y):
        """docstring"""
        x = self.relu(self.dense(x))  # a comment
        z = x.abs() * 2 + self.add_a(y)
        if not self.flag:
            return z
        w = self.helper(z)
        w = Net.fvar(w) + self.cvar
        for i in range(2):
            w = w + i
        return w, z

    def helper(self, a):
        return a - 1


def describe(stree, all_nodes=False):
    out = []
    for n in stree.nodes(all_nodes=all_nodes):
        out.append([n.get_name(), n.get_node_type().name, [str(t) for t in n.get_targets()],
                    [str(a) for a in n.get_args()], {k: str(v) for k, v in n.get_kwargs().items()},
                    [u.get_name() for u in n.get_users()], [i.get_name() for i in n.get_inputs()]])
    return out


def code_of(stree):
    # the sys.path lines name this checkout's folder
    return "\n".join(line for line in stree.get_code().split("\n") if not line.startswith("sys.path.insert"))


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 2)
y = Tensor(np.ones((2, 3), np.float32))
net = Net(Tensor(2.0))
expect = net(x, y)
stree = SymbolTree.create(net)
emit("nodes", describe(stree))
emit("all_nodes", describe(stree, True))
emit("code", code_of(stree))
emit("same_result", stree.get_network()(x, y))
emit("unique_names", [stree.unique_name("x"), stree.unique_name("x"), stree.unique_name(), stree.unique_name("z_1")])

# edit: a Tanh after dense, erase relu, replace abs's user
dense = stree.get_node("dense")
tanh = Node.create_call_cell(nn.Tanh(), targets=["t"], args=[ScopedValue.create_naming_value("dense_var")],
                             name="tanh")
for user in dense.get_users():
    user.set_arg(0, "t")
stree.insert(stree.after(dense), tanh)
emit("tanh_links", [[u.get_name() for u in dense.get_users()], [i.get_name() for i in tanh.get_inputs()],
                    [u.get_name() for u in tanh.get_users()]])
relu = stree.get_node("relu")
sig = Node.create_call_cell(nn.Sigmoid(), targets=["x"], args=[ScopedValue.create_naming_value("t")],
                            name="relu")
stree.replace(relu, [sig])
emit("after_replace", [n.get_name() for n in stree.nodes()])
emit("edited_code", code_of(stree))
new_net = stree.get_network()
emit("edited_result", new_net(x, y))
emit("cells", sorted(new_net.name_cells().keys()))
emit("node_type_values", [NodeType.CallCell.value, NodeType.Tree.value, NodeType.MathOps.value])
emit("scoped_values", [str(ScopedValue.create_naming_value("conv", "self")),
                       str(ScopedValue.create_variable_value(2)),
                       str(ScopedValue.create_variable_value((1, 2))),
                       [str(v) for v in ScopedValue.create_name_values(["z", "z_1"], ["self", "self"])]])
