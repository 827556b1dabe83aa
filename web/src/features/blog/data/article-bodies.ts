/**
 * The articles' text, by slug (see shared/src/content/blog-articles.ts for titles and dates). Written for
 * people building in Ghana; general guidance, not a substitute for advice on a specific plot.
 */
export const ARTICLE_BODIES: Record<string, string> = {
  'building-permits-in-tema-and-accra': `
A building permit is the assembly's confirmation that your house may stand where you plan to put it. Building without one risks a stop-work notice, a fine or, in the worst case, demolition, and it makes the property harder to sell, mortgage or insure later. The good news: most delays come from incomplete applications, and those are avoidable.

## Who issues the permit

Permits are issued by the Metropolitan, Municipal or District Assembly where the land lies. In Tema that is the Tema Metropolitan Assembly, and parts of the wider area fall under neighbouring municipal assemblies such as Ashaiman, Kpone-Katamanso or Tema West. Land in many Tema communities is leased from TDC Development Company (formerly the Tema Development Corporation), whose consent you will need first. Ask the assembly's physical planning department which office covers your plot before you prepare anything.

## What to prepare

Requirements differ a little between assemblies, but almost every application asks for:

- the completed application form and the processing fee;
- proof of ownership or lease of the land, such as a land title certificate or an indenture, and for TDC land the lessor's consent;
- a site plan prepared by a licensed surveyor, showing the plot's boundaries and its position;
- architectural drawings: floor plans, elevations, sections and a block plan showing the house on the plot;
- structural drawings, and for storey buildings structural calculations signed by a qualified engineer;
- details of drainage and of the septic tank or sewer connection.

Larger or commercial buildings may also need a fire safety report from the Ghana National Fire Service and an environmental permit from the EPA.

## Avoiding the usual delays

Most returned applications share a few problems. The building crosses a setback line or the plot boundary on the block plan. The land documents name someone other than the applicant. The drawings and the site plan disagree on the plot size. Or the structural details are missing for an upper floor. Check these before you submit and you save weeks.

Keep copies of everything you hand in and get a receipt with a reference number. Follow up in person: a friendly visit to the planning office often answers a question that would otherwise sit in a queue.

## How we help

All of our plans come as clear, complete architectural drawings ready to be adapted to your plot. If you prefer not to deal with the paperwork yourself, our team can prepare the full application, coordinate the site plan and structural calculations, submit it and follow it through to approval.
`,

  'designing-for-ghanas-climate': `
Ghana's coast is warm and humid all year, with strong sun, heavy rain in the wet seasons and a steady breeze from the sea. A house designed for those conditions stays comfortable with little or no air conditioning. One designed for somewhere else becomes an oven that costs a fortune to cool. Here are the five moves that matter most.

## 1. Face the right way

The low morning and evening sun strikes the east and west walls hardest. Keep those walls short and with few windows, and put the long sides of the house facing north and south. Bedrooms on the west side are the hottest in the evening, just when you want to sleep, so place them east or south where you can.

## 2. Let the breeze through

Air only moves through a room when it can get in on one side and out on the other. Place windows on opposite walls, keep internal walls from blocking the path, and use louvre blades or high vents so air moves even when the windows are secured at night. On the coast the prevailing breeze comes from the south-west, off the sea; open the house towards it.

## 3. Shade before the sun reaches the wall

Deep roof overhangs, verandas and sunshades over windows stop heat before it enters. An overhang of about 900 mm shades most of a single-storey wall at midday. Verandas double as the coolest living space of the house in the afternoon.

## 4. Lift the heat out through the roof

A roof absorbs more sun than any wall. A ventilated roof space with vents at the eaves and ridge lets the hot air escape, and a reflective or light-coloured roof sheet with insulation under it keeps the ceiling cool. Raised ceilings help too: warm air rises above head height.

## 5. Plan for the rain

Storms in May and June bring a lot of water at once. Wide gutters, downpipes led away from the foundations, a raised floor level and a slope in the ground away from the house keep walls dry and floors free of damp. The same gutters can feed a rainwater tank.

## Putting it together

None of these moves costs much when it is in the drawings from the start; all of them are expensive to add later. Every plan in our catalogue is designed around them, and when we adapt a plan to your plot we turn it to suit your orientation and breeze.
`,

  'choosing-walling-materials': `
Walls are one of the biggest items in a house's budget, and the choice of walling affects how quickly you can build, how the house feels inside and how it ages. These are the options most people weigh in Ghana.

## Sandcrete blocks

Sandcrete blocks, made from sand, cement and water, are the most common walling in Ghana. They are available everywhere, masons know them well and they build fast. Quality is the catch: blocks made with too little cement, or not cured long enough, crumble and crack. Buy from a producer you can inspect, ask about the mix, and check that the blocks have been cured for at least a week before use. Hollow 150 mm blocks are usual for internal walls and 225 mm blocks for external and load-bearing walls.

## Burnt clay bricks

Fired clay bricks are strong, attractive when left exposed, and need little maintenance. They store heat and release it slowly, which evens out the temperature inside. They cost more per square metre than sandcrete, fewer suppliers make them and bricklaying takes longer, but a well-built brick wall can look good for generations without paint.

## Compressed earth blocks

Compressed earth blocks are pressed from laterite soil stabilised with a little cement, often on or near the site. They use much less cement than sandcrete, which lowers both cost and carbon, and their thermal mass keeps rooms cool. They need a good press, soil tested for suitability and masons who have worked with them, and the walls must be protected from driving rain with overhangs and a good plinth.

## Comparing them

- Cost: compressed earth blocks usually come out cheapest where suitable soil is at hand; sandcrete is in the middle; burnt brick costs most.
- Speed: sandcrete is quickest to build with, thanks to large blocks and familiar techniques.
- Comfort: brick and earth blocks keep interiors cooler than thin hollow sandcrete.
- Durability: all three last when built well; the quality of the blocks and the workmanship matters more than the material.

## Our advice

Decide on the walling before the drawings are final, because wall thicknesses change room sizes and the structure. Whatever you choose, budget for testing a sample of blocks and for a supervisor who checks the work. Our quantity surveyors can price your chosen plan in each material so you can compare the real totals.
`,

  'solar-ready-water-wise-homes': `
Electricity tariffs rise, the mains supply is not always steady, and water from the tap is not guaranteed everywhere. Planning for solar power and rainwater from the drawing stage costs very little, even if you install the equipment years later. Retrofitting a finished house costs a lot more.

## Make the roof ready for panels

A roof that will carry solar panels needs a large, unshaded surface facing roughly south, at a pitch of about 10 to 15 degrees, and a structure designed for the extra weight. Ask for these in your plan. Leave space near the distribution board for an inverter and batteries, in a cool, ventilated room, and run an empty conduit from the roof to that space while the walls are going up. When you are ready for solar, the installer simply pulls the cables through.

## Use less power in the first place

The cheapest kilowatt-hour is the one you never use. A house that is shaded and cross-ventilated needs fewer fans and air conditioners. LED lighting, a good refrigerator and a solar or heat-pump water heater cut the load further, and a smaller load means a smaller, cheaper solar system.

## Harvest the rain

A roof of 150 square metres in the Accra and Tema area collects roughly 80,000 litres of rain in a typical year. Gutters and downpipes leading to a storage tank turn that into water for flushing toilets, washing and the garden. An underground or ground-level tank with a small pump keeps the water cool and the yard tidy. Add a first-flush diverter so the dirty first minutes of each storm do not reach the tank, and cover every opening against mosquitoes.

## Save the water you have

Dual-flush toilets, aerated taps and a grey-water line from showers to the garden reduce how much you need from the mains or the tanker. Plan pipe routes for these while the walls are open; later they mean breaking tiles.

## What it costs

Extra conduits, a stronger roof section, gutters and a tank base add only a small share to the cost of the building, and they can save you much more over the life of the house. All our newer plans include solar-ready roofs and a space for a water tank; for older plans, ask us and we will add them when we adapt the drawings.
`,

  'building-in-phases': `
Few families in Ghana build a house in one go. Money comes in stages, and so does the house: foundations one year, walls the next, the roof when the harvest or the contract pays. Building in phases is sensible, but only when the design expects it. Otherwise each phase undoes part of the last.

## Start from the finished house

Design the complete house first, even if you will only build half of it now. Then decide what the first phase must contain to be a home you can live in: usually a living room, a kitchen, one or two bedrooms and a bathroom. Everything else becomes later phases that attach to it cleanly.

## Plan the joins

The places where a later phase will meet the first are where phased houses fail. Cast the foundations and the ground beams for the future rooms in the first phase if you can afford it, or at least leave starter bars where the new columns will connect. Put doors in walls that will later lead into new rooms rather than cutting openings afterwards. Keep the roof of the first phase simple so the next roof can join it without leaks.

## Growing upwards

If you plan an upper floor, the ground-floor structure must be designed for it from the start: stronger foundations, columns and a suspended slab instead of a roof. Leave the stair position free, and plan where water tanks and services will go up. Adding a floor to a bungalow that was not designed for one is expensive and often unsafe.

## Keep the services ahead

Run water pipes, drainage and electrical conduits to the edge of the first phase, capped off ready for the extension. Size the septic tank or sewer connection and the electrical supply for the finished house. Digging up a finished compound to upgrade them later costs far more.

## Protect what you have built

Between phases, protect exposed starter bars from rust, cover the tops of unfinished walls against rain, and keep the site secure. Stalled buildings deteriorate quickly in the wet season.

## Modular plans make it easier

Our modular plans are drawn with phasing in mind: a compact core that works on its own, with wings and upper floors that follow without tearing anything down. If you like one of our other plans, we can work out a phasing sequence for it and show each stage in the drawings.
`,

  'building-a-house-in-ghana-step-by-step': `
Building your own house is one of the biggest projects most families take on. It goes well when the steps happen in the right order. This guide walks through the journey from buying land to moving in, with the points where first-time builders most often go wrong.

## 1. Secure the land properly

Before anything else, make sure the land is really available and that the seller has the right to sell it. Search the records at the Lands Commission, confirm who the customary or family owners are, and walk the boundaries with a licensed surveyor. Disputes over land are the most expensive problem a builder can face, and no design can fix them.

## 2. Set your budget honestly

Add up what you can spend now and what you can expect later. Remember costs beyond construction: permits, professional fees, connections for water and electricity, fencing and furnishing. A realistic budget decides the size of house you can build, and whether to build in phases.

## 3. Choose a plan that fits

Choose a design that fits your plot, your family and your budget. A ready-made plan from our catalogue costs a fraction of a design from scratch and comes with complete drawings; a Premium package lets our architects adapt it to your plot. Check the floor area against your plot size and setbacks before you buy.

## 4. Get the approvals

Apply to your assembly for a building permit with your land documents, site plan and the architectural and structural drawings. Do not start work before the permit is granted: a stop-work notice halfway through costs more than the wait.

## 5. Price the work and choose a builder

Have a bill of quantities prepared from the drawings. It lets you buy materials without waste and compare contractors' quotes line by line. Visit houses each contractor has built, talk to their clients, and agree a written contract with a programme, a price and payment stages tied to work completed.

## 6. Build, and watch it being built

Someone qualified should check the work at the key stages: setting out, foundations, reinforcement before each concrete pour, roofing and services. Mistakes in the foundations or reinforcement are invisible later and very costly to correct. If you live far from the site, hire a supervisor who reports with photos.

## 7. Finish, snag and move in

Before the final payment, walk through the house with your contractor and list every defect to be fixed. Test every tap, switch and drain. Keep the drawings, receipts and warranties together: you will need them for maintenance, extensions or a sale.

## We can help at every step

From the plans to permits, quantity surveying, supervision and construction itself, our team has helped families build since 2012. Get in touch for a free first consultation about your project.
`,
};
