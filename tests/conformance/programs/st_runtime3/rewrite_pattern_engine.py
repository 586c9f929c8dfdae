"""mindspore.rewrite PatternEngine (tests/st/rewrite's API family): a chain pattern of cell types is matched
along the users of the tree's inputs and replaced by the nodes a Replacement builds; SequentialCell calls are
CellContainer nodes whose cells are chained nodes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.rewrite import Node, NodeType, PatternEngine, PatternNode, Replacement, SymbolTree
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 3, weight_init="ones", bias_init="zeros")
        self.relu = nn.ReLU()
        self.dense2 = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.seq = nn.SequentialCell([nn.ReLU(), nn.Dense(2, 2, weight_init="ones", bias_init="zeros")])

    def construct(self, x):
        x = self.dense(x)
        x = self.relu(x)
        x = self.dense2(x)
        x = self.seq(x)
        return x


seen = []


class ToTanh(Replacement):
    def build(self, pattern, is_chain_pattern, matched):
        seen.append([is_chain_pattern, len(matched)])
        relu = matched.get(pattern.name())
        return [Node.create_call_cell(nn.Tanh(), targets=relu.get_targets(), args=relu.get_args(), name="tanh")]


class Nothing(Replacement):
    def build(self, pattern, is_chain_pattern, matched):
        seen.append([is_chain_pattern, len(matched)])
        return []


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 3)
stree = SymbolTree.create(Net())
emit("all_nodes", [[n.get_name(), n.get_node_type().name, [str(t) for t in n.get_targets()],
                    [str(a) for a in n.get_args()], [u.get_name() for u in n.get_users()]]
                   for n in stree.nodes(all_nodes=True)])
emit("changed", PatternEngine([nn.ReLU], ToTanh()).apply(stree))
emit("names", [n.get_name() for n in stree.nodes()])
emit("construct", stree.get_code().split("def construct")[1])
emit("result", stree.get_network()(x))
emit("unchanged", PatternEngine([nn.Dense, nn.Tanh], Nothing()).apply(stree))
emit("seen", seen)
chain = PatternNode.create_pattern_from_list([nn.Dense, nn.Tanh])
emit("chain", [chain.name().split("-")[0], len(chain.get_inputs()), chain.get_inputs()[0].name().split("-")[0]])
emit("node_types", [t.name for t in (NodeType.CellContainer, NodeType.ControlFlow)])
