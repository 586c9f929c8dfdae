"""research/recommend/dlrm: DLRM (bottom MLP of the zoo's DenseLayer: MatMul + BiasAdd + ReLU, float16 through
convert_dtype or float32; MultiTableEmbeddings, one nn.Embedding per categorical field in a CellList; the 'dot'
interaction: Concat, BatchMatMul with the transpose, the lower triangle gathered with Tensor index lists
Z[:, li, lj]; 'cat'; top MLP ending in a linear layer) with 3 categorical fields (5, 7, 4 values), 4 numerical
features, embedding 4, bottom [8, 4], top [8, 4, 1], batch 4: forwards for dot / dot with interaction_itself / cat, in
float16 and float32; NetWithLossClass (SigmoidCrossEntropyWithLogits) loss and gradients; TrainStepWrap (SGD and
Adagrad with loss_scale 1024, the config's learning rate 0.15) for NSTEP steps, weights, PredictWithSigmoid and the
zoo's AccMetric; ModelBuilder.get_train_eval_net."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z47 import *
# zoo33's sklearn stub first (msgraph's environment has scikit-learn, which trips over zoo32's pandas stub)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "zoo33_sweep", "stubs"))
from mindspore.ops import composite as C
import mindspore.nn as nn
from src.dlrm import DLRM, NetWithLossClass, TrainStepWrap, PredictWithSigmoid, AccMetric, ModelBuilder

class Cfg:
    batch_size = 4; slot_dim = 3; dense_dim = 4; data_vocab_size = 16; data_emb_dim = 4; keep_prob = 1.0
    interaction_op = "dot"; convert_dtype = True; interaction_itself = False; embedding_type = "multi"
    bottom_mlp_args = [8, 4]; top_mlp_args = [8, 4, 1]; categorical_feature_sizes = [5, 7, 4]
    embedding_target = "DEVICE"; sparse = True
class TCfg:
    learning_rate = 0.15; loss_scale = 1024.0; optimizer = "sgd"
cats = ms.Tensor(np.array([[0, 3, 1], [4, 6, 3], [2, 0, 2], [1, 5, 0]], np.int32))
nums = ms.Tensor(data(4, 4, k=2))
lab = ms.Tensor(np.array([[1], [0], [1], [0]], np.float32))
class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__(); self.net = net; self.w = ms.ParameterTuple(net.trainable_params())
        self.g = C.GradOperation(get_by_list=True)
    def construct(self, a, b, c):
        return self.g(self.net, self.w)(a, b, c)
for op, itself, f16 in (("dot", False, True), ("dot", False, False), ("dot", True, True), ("cat", False, True)):
    t = f"{op}{'_self' if itself else ''}_{'f16' if f16 else 'f32'}"
    Cfg.interaction_op, Cfg.interaction_itself, Cfg.convert_dtype = op, itself, f16
    net = DLRM(Cfg)
    out(t + ".names", set_weights(net, 0.8))
    out(t + ".fwd", guard(t + ".fwd", net, cats, nums))
    ln = NetWithLossClass(net)
    out(t + ".loss", guard(t + ".loss", ln, cats, nums, lab))
    g = guard(t + ".grads", Grad(ln), cats, nums, lab)
    if g is not None:
        out(t + ".grads", {p.name: v for p, v in zip(ln.trainable_params(), g)})
    for optn in ("sgd", "adagrad"):
        if optn == "adagrad" and not (op == "dot" and f16 and not itself):
            continue
        net2 = DLRM(Cfg)
        set_weights(net2, 0.8)
        tr = TrainStepWrap(NetWithLossClass(net2), 0.15, loss_scale=1024.0, optimizer=optn)
        out(t + "." + optn + ".train", [guard(t + ".train", tr, cats, nums, lab) for _ in range(NSTEP)])
        weights(t + "." + optn + ".w", net2)
        ev = PredictWithSigmoid(net2)
        pr = guard(t + ".pred", ev, cats, nums, lab)
        out(t + "." + optn + ".pred", pr)
        if pr is not None:
            m = AccMetric(); m.clear(); m.update(*pr); out(t + "." + optn + ".acc", m.eval())
Cfg.interaction_op, Cfg.interaction_itself, Cfg.convert_dtype = "dot", False, True
tn, en = ModelBuilder(Cfg, TCfg).get_train_eval_net()
out("builder.names", [p.name for p in tn.trainable_params()])
