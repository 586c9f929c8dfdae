"""Model: the networks it builds, train/eval/predict/fit in both modes, one compile per signature
in Graph mode, the data it accepts (duck-typed datasets, plain iterables, generators)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn
from msgraph.train import Callback, LossMonitor, Model

RNG = np.random.default_rng(0)
X = RNG.standard_normal((24, 4)).astype(np.float32)
W_TRUE = np.array([[1.0, -2.0, 0.5, 0.0], [0.0, 1.0, -1.0, 2.0], [1.5, 0.0, 0.0, -1.0]], np.float32)
Y = (X @ W_TRUE.T).argmax(axis=1).astype(np.int32)


def batches(n=4):
    return [(X[i:i + n], Y[i:i + n]) for i in range(0, len(X), n)]


class DuckDataset:
    """What msgraph.dataset / mindspore.dataset objects offer Model."""

    def __init__(self, items):
        self.items = items
        self.iterators = 0

    def get_dataset_size(self):
        return len(self.items)

    def create_tuple_iterator(self, num_epochs=-1, output_numpy=False, do_copy=True):
        self.iterators += 1
        return iter([[ms.Tensor(a), ms.Tensor(b)] for a, b in self.items])


def make_model(metrics=None, lr=0.1):
    ms.set_seed(1)
    net = nn.Dense(4, 3, weight_init=ms.Tensor(np.full((3, 4), 0.1, np.float32)), bias_init="zeros")
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    return net, Model(net, loss, opt, metrics=metrics or {"acc", "loss"})


def mode_of(name):
    return ms.GRAPH_MODE if name == "graph" else ms.PYNATIVE_MODE


@pytest.mark.parametrize("mode", ["pynative", "graph"])
def test_training_learns_and_modes_agree(mode):
    losses = {}
    for m in ("pynative", mode):
        with ms.context_scope(mode=mode_of(m)):
            net, model = make_model()
            seen = []

            class Keep(Callback):
                def on_train_step_end(self, rc):
                    seen.append(float(rc.original_args().net_outputs.asnumpy()))

            model.train(5, batches(), callbacks=Keep())
            losses[m] = np.array(seen)
            result = model.eval(batches(6))
    np.testing.assert_allclose(losses[mode], losses["pynative"], rtol=1e-5, atol=1e-6)
    assert losses[mode][-6:].mean() < losses[mode][:6].mean()
    assert set(result) == {"acc", "loss"} and result["acc"] > 0.6


def test_graph_mode_compiles_the_train_step_once():
    with ms.context_scope(mode=ms.GRAPH_MODE):
        net, model = make_model()
        model.train(3, batches(), callbacks=LossMonitor(0))
        info = ms.compiled(model.train_network).cache_info()
        assert info.compiles == 1 and info.hits == 3 * len(batches()) - 1
        model.eval(batches(6))
        model.eval(batches(6))
        assert ms.compiled(model.eval_network).cache_info().compiles == 1


def test_networks_built_like_mindspore():
    net, model = make_model()
    assert isinstance(model.train_network, nn.TrainOneStepCell)
    assert isinstance(model.train_network.network, nn.WithLossCell)
    assert isinstance(model.eval_network, nn.WithEvalCell)
    assert model.predict_network is net
    m = Model(net, nn.MSELoss())
    assert isinstance(m.train_network, nn.WithLossCell) and m.eval_network is None
    assert Model(net).train_network is net


def test_eval_network_and_indexes():
    class Eval(nn.Cell):
        def __init__(self, net):
            super().__init__()
            self.net = net

        def construct(self, x, y):
            return self.net(x), y

    net, _ = make_model()
    model = Model(net, eval_network=Eval(net), metrics={"acc": nn.Accuracy()})
    assert 0.0 <= model.eval(batches())["acc"] <= 1.0
    with pytest.raises(ValueError):
        Model(net, eval_network=Eval(net), eval_indexes=[0, 1], metrics={"acc"})


def test_accepts_duck_datasets_plain_iterables_and_generators():
    results = []
    ds = DuckDataset(batches())
    _, model = make_model()
    model.train(2, ds)
    assert ds.iterators == 2
    results.append(model.predict(ms.Tensor(X[:2])).asnumpy())
    _, model = make_model()
    model.train(2, batches())
    results.append(model.predict(ms.Tensor(X[:2])).asnumpy())
    _, model = make_model()
    model.train(2, (b for b in batches()))   # read once, reused for the second epoch
    results.append(model.predict(ms.Tensor(X[:2])).asnumpy())
    np.testing.assert_allclose(results[0], results[1], rtol=1e-6)
    np.testing.assert_allclose(results[0], results[2], rtol=1e-6)
    with pytest.raises(TypeError):
        model.train(1, 3)
    with pytest.raises(ValueError, match="no valid data"):
        model.train(1, [])
    with pytest.raises(ValueError, match="two elements"):
        model.train(1, [(X[:2],)])


def test_sink_mode_runs_like_non_sink_and_initial_epoch(capsys):
    out = {}
    for sink in (False, True):
        _, model = make_model()
        model.train(3, batches(), dataset_sink_mode=sink, initial_epoch=1, callbacks=LossMonitor(6))
        out[sink] = capsys.readouterr().out
    assert out[True] == out[False]
    assert [line.split(",")[0] for line in out[False].splitlines()] == ["epoch: 2 step: 6", "epoch: 3 step: 6"]


def test_fit_evaluates_every_valid_frequency_epochs():
    seen = []

    class Watch(Callback):
        def on_train_epoch_end(self, rc):
            cb = rc.original_args()
            seen.append((cb.cur_epoch_num, sorted(cb.get("eval_results", {})), cb.mode))

    _, model = make_model()
    model.fit(4, batches(), batches(6), valid_frequency=2, callbacks=[Watch()])
    assert seen == [(1, [], "train"), (2, ["acc", "eval_loss", "loss"], "train"), (3, [], "train"),
                    (4, ["acc", "eval_loss", "loss"], "train")]
    seen.clear()
    _, model = make_model()
    model.fit(3, batches(), batches(6), valid_frequency=[3], callbacks=[Watch()])
    assert [s[1] != [] for s in seen] == [False, False, True]


def test_fit_rejects_old_style_custom_callbacks():
    class Old(Callback):
        def step_end(self, rc):
            pass

    _, model = make_model()
    with pytest.raises(ValueError, match="on_train"):
        model.fit(1, batches(), callbacks=[Old()])
    model.train(1, batches(), callbacks=[Old()])   # train only warns


def test_predict_checks_inputs_and_uses_inference_mode():
    class Probe(nn.Cell):
        def construct(self, x):
            return x * 2 if self.training else x

    model = Model(Probe())
    np.testing.assert_array_equal(model.predict(ms.Tensor(np.ones(2, np.float32))).asnumpy(), [1.0, 1.0])
    with pytest.raises(ValueError):
        model.predict(ms.Tensor(np.ones((0,), np.float32)))
    with pytest.raises(TypeError):
        model.predict(np.ones(2, np.float32))


def test_dataset_reused_by_another_model_is_rejected():
    import gc

    ds = DuckDataset(batches())
    make_model()[1].train(1, ds)
    gc.collect()   # the first model is gone: a new one may get its id (MindSpore's hash(self) then misses the reuse)
    for _ in range(3):
        with pytest.raises(RuntimeError, match="other model"):
            make_model()[1].train(1, ds)
        gc.collect()

    class SameHash(Model):   # two live models whose hashes collide, as ids of a freed and a new model do
        def __hash__(self):
            return 7

    ds = DuckDataset(batches())
    net, _ = make_model()
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    SameHash(net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9)).train(1, ds)
    with pytest.raises(RuntimeError, match="other model"):
        SameHash(net, loss, nn.Momentum(net.trainable_params(), 0.1, 0.9)).train(1, ds)


def test_data_sink_refuses_cpu_like_mindspore_and_cycles_batches(monkeypatch):
    import msgraph.context as msctx

    monkeypatch.setattr(msctx, "_check_gpu_usable", lambda: None)   # the GPU target below runs no kernel
    data = [(np.full((2,), i, np.float32), np.ones(2, np.float32)) for i in range(3)]
    with pytest.raises(ValueError, match="device target is CPU"):
        ms.data_sink(lambda a, b: a, data, sink_size=2)
    with pytest.raises(ValueError):
        ms.data_sink(lambda a, b: a, data, sink_size=0)
    seen = []

    def step(a, b):
        seen.append(float(a.asnumpy()[0]))
        return (a * b).sum()

    with ms.context_scope(device_target="GPU"):   # PyNative: the step itself runs on numpy
        sink = ms.data_sink(step, data, sink_size=2)
        assert float(sink().asnumpy()) == 2.0 and float(sink().asnumpy()) == 0.0
    assert seen == [0.0, 1.0, 2.0, 0.0]
