"""mindspore.rewrite as model code uses it (st rewrite/test_api.py): SymbolTree.create, nodes and their types /
targets / args, replace with a new CallCell then get_network and run it, erase, missing names, a bad network."""
import numpy as np
from _h import case
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.rewrite import SymbolTree, Node, NodeType, ScopedValue
class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.relu = nn.ReLU()
    def construct(self, x):
        x = self.dense(x)
        x = self.relu(x)
        return x
run = case
st = SymbolTree.create(Net())
run("names", lambda: [n.get_name() for n in st.nodes()])
run("types", lambda: [str(n.get_node_type()) for n in st.nodes()])
run("targets", lambda: [[str(t) for t in n.get_targets()] for n in st.nodes()])
relu = st.get_node("relu")
run("relu_inst", lambda: type(relu.get_instance()).__name__)
run("relu_args", lambda: [str(a) for a in relu.get_args()])
def replace():
    new = Node.create_call_cell(nn.Sigmoid(), targets=["x"], args=[ScopedValue.create_naming_value("x")], name="sig")
    st.replace(relu, [new])
    net = st.get_network()
    return [n.get_name() for n in st.nodes()], net(Tensor(np.array([[1.0, -3.0]], np.float32))).asnumpy().round(4).tolist()
run("replace", replace)
def erase():
    st2 = SymbolTree.create(Net())
    r = st2.get_node("relu")
    out = st2.get_node("return") if st2.get_node("return") else None
    st2.erase(r)
    return [n.get_name() for n in st2.nodes()]
run("erase_used", erase)
run("get_missing", lambda: st.get_node("nope"))
run("create_bad", lambda: SymbolTree.create(3))
