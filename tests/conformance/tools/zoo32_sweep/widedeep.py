"""official/recommend/Wide_and_Deep: WideDeepModel's default branch passes vocab_cache_size= to nn.EmbeddingLookup,
which MindSpore 2.10 no longer takes (TypeError in both, checked first); the driver then gives nn.EmbeddingLookup a
subclass that drops that keyword and runs the zoo's code unchanged with a small edict config (batch 4, 5 fields,
vocab 40, emb 4, deep [8, 8, 8, 8], normal init overwritten by set_weights): WideDeepModel forward (EmbeddingLookup
wide/deep, mask Mul, ReduceSum, the DenseLayer's float16 MatMul/BiasAdd/ReLU casts), NetWithLossClass
(SigmoidCrossEntropyWithLogits + l2 on the embedding table), its grads, TrainStepWrap (two GradOperation(sens_param)
on IthOutputCell, FTRL(lr 5e-2, l1/l2 1e-8, loss_scale 1024) on the wide weights and Adam(3.5e-4, loss_scale 1024)
on the deep ones, ops.depend) for NSTEP steps, PredictWithSigmoid, and Model(train_net).train with the zoo's
LossCallBack; the datasets.py padding function on a batched MindDataset written by FileWriter."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z32 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from easydict import EasyDict as edict
from src.wide_and_deep import WideDeepModel, NetWithLossClass, TrainStepWrap, PredictWithSigmoid
from src.callbacks import LossCallBack
from src.datasets import _padding_func

B, F, V, E = 4, 5, 40, 4
cfg = edict({'batch_size': B, 'host_device_mix': 0, 'parameter_server': 0, 'sparse': False, 'field_size': F,
             'emb_dim': E, 'weight_bias_init': ['normal', 'normal'], 'deep_layer_dim': [8, 8, 8, 8],
             'init_args': [-0.01, 0.01], 'emb_init': 'normal', 'deep_layer_act': 'relu', 'dropout_flag': False,
             'field_slice': False, 'vocab_size': V, 'vocab_cache_size': 0, 'l2_coef': 8e-5, 'keep_prob': 1.0,
             'full_batch': False, 'manual_shape': None, 'loss_file_name': os.path.join(tempfile.mkdtemp(), "loss.log")})
guard("model_as_is", WideDeepModel, cfg)     # MindSpore 2.10: TypeError (vocab_cache_size)

_EL = nn.EmbeddingLookup


class EmbeddingLookup(_EL):
    def __init__(self, *args, vocab_cache_size=0, **kwargs):
        super().__init__(*args, **kwargs)


nn.EmbeddingLookup = EmbeddingLookup
ids = ms.Tensor(((np.arange(B * F) * 7 + 3) % V).reshape(B, F).astype(np.int32))
wts = ms.Tensor((data(B, F) * 0.5 + 0.5) * PERT)
lab = ms.Tensor(np.array([[1.0], [0.0], [1.0], [0.0]], np.float32))
net = WideDeepModel(cfg)
out("names", set_weights(net, 0.5))
out("fwd", net(ids, wts))
loss_net = NetWithLossClass(net, cfg)
out("loss", loss_net(ids, wts, lab))
deep_loss = lambda a, b, c: loss_net(a, b, c)[1]     # (its own line: MindSpore's Graph-mode lambda rule)
g = ms.grad(deep_loss, grad_position=None, weights=net.trainable_params())(ids, wts, lab)
out("grads_deep", {p.name: v for p, v in zip(net.trainable_params(), g)})
train_net = TrainStepWrap(loss_net)
out("opt_w", [p.name for p in train_net.weights_w])
steps = []
for i in range(NSTEP):
    steps.append(train_net(ms.Tensor(((np.arange(B * F) * (5 + i) + i) % V).reshape(B, F).astype(np.int32)),
                           ms.Tensor((data(B, F, k=i) * 0.5 + 0.5) * PERT), lab))
out("steps", steps)
weights("weights", net)
pred = PredictWithSigmoid(net)
out("pred", pred(ids, wts, lab))

# Model.train with the zoo's LossCallBack on a MindDataset written by FileWriter, batched and padded by datasets.py
from mindspore.mindrecord import FileWriter
d = tempfile.mkdtemp()
w = FileWriter(os.path.join(d, "train_input_part.mindrecord"), 1)
w.add_schema({"label": {"type": "float32", "shape": [-1]}, "feat_vals": {"type": "float32", "shape": [-1]},
              "feat_ids": {"type": "int32", "shape": [-1]}}, "CRITEO_TRAIN")
w.write_raw_data([{"feat_ids": ((np.arange(2 * F) * (3 + i) + i) % V).astype(np.int32),
                   "feat_vals": (data(2 * F, k=i) * 0.5 + 0.5).astype(np.float32),
                   "label": np.array([i % 2, (i + 1) % 2], np.float32)} for i in range(2 * NSTEP)])
w.commit()
dset = ds.MindDataset(os.path.join(d, "train_input_part.mindrecord"), columns_list=['feat_ids', 'feat_vals', 'label'],
                      shuffle=False, num_parallel_workers=1)
dset = dset.batch(2, drop_remainder=True)
dset = dset.map(_padding_func(B, None, 40, field_size=F), input_columns=['feat_ids', 'feat_vals', 'label'],
                num_parallel_workers=1)
out("dset", [[r[0], r[1], r[2]] for r in dset.create_tuple_iterator()][:1])
net = WideDeepModel(cfg)
set_weights(net, 0.5)
tn = TrainStepWrap(NetWithLossClass(net, cfg))
tn.set_train()
model = ms.Model(tn)
seen = []


class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)


guard("model_train", model.train, 1, dset, callbacks=[LossCallBack(config=cfg), Rec()], dataset_sink_mode=False)
out("model_losses", seen)
weights("model_weights", net)
out("loss_file", open(cfg.loss_file_name).read().replace(" ", "").splitlines() if os.path.exists(cfg.loss_file_name) else None)
